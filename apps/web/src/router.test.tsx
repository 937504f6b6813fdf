import '@kindred/ui/styles';
import { createMemoryStorage, exampleSite, tokens } from '@kindred/api-client/mocks';
import { BRAND_NAME, TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createAppServices } from './app/services';
import { Providers } from './providers';
import { routes } from './router';
import { installMockApi } from './test/mockApi';

installMockApi();

// The Matches screen's code never arrives, as when the server went away before it was first opened.
vi.mock('./screens/matches', () => ({
  get MatchesScreen() {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/matches-x1y2z3.js');
  },
}));

const signedInStorage = () =>
  createMemoryStorage({
    [TOKEN_STORAGE_KEYS.accessToken]: tokens.accessToken,
    [TOKEN_STORAGE_KEYS.refreshToken]: tokens.refreshToken,
  });

/** Opens the app on the last of `entries`, with the earlier ones behind it in the history. */
async function openApp(entries: string[], { signedIn = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const storage = signedIn ? signedInStorage() : createMemoryStorage();
  const screen = await render(
    <Providers services={createAppServices({ storage })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, screen };
}

const landingHeadline = { level: 1, name: 'Discover a new era of companionship.' } as const;

describe('routes', () => {
  it('sends an unknown path to the landing page', async () => {
    const { router, screen } = await openApp(['/no-such-page']);

    await expect.element(screen.getByRole('heading', landingHeadline)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens /auth with the sign-in slot already showing', async () => {
    const { screen } = await openApp(['/auth']);

    await expect.element(screen.getByRole('link', { name: '← Join Waitlist →' })).toHaveAttribute('href', '/waitlist');
    expect(screen.getByRole('button', { name: 'Get Started' }).query()).toBeNull();
  });

  it('follows footer links without leaving the app', async () => {
    const { router, screen } = await openApp(['/']);

    await screen.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'A place to be known.' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/about');
  });

  it("shows the operator's site facts, as the server serves them, on the team page", async () => {
    const { screen } = await openApp(['/team']);

    await expect.element(screen.getByRole('heading', { name: exampleSite.founderName })).toBeVisible();
    await expect.element(screen.getByText(exampleSite.operatorLocation ?? '')).toBeVisible();
  });

  it("links the operator's first social profile at the bottom right of the landing page", async () => {
    const { screen } = await openApp(['/']);

    await expect
      .element(screen.getByRole('link', { name: /Follow us on Instagram/ }))
      .toHaveAttribute('href', 'https://www.instagram.com/example');
  });

  it('holds the waitlist route with its title and subtitle', async () => {
    const { screen } = await openApp(['/waitlist']);

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    await expect.element(screen.getByText(`Be among the first to experience ${BRAND_NAME}`)).toBeVisible();
  });
});

describe('coming-soon placeholders', () => {
  it('go back to the previous page', async () => {
    const { router, screen } = await openApp(['/about', '/story-mode'], { signedIn: true });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Story Mode' })).toBeVisible();

    await screen.getByRole('button', { name: 'Go Back' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'A place to be known.' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('go to the dashboard when opened directly', async () => {
    const { router, screen } = await openApp(['/vip'], { signedIn: true });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'VIP Access' })).toBeVisible();

    await screen.getByRole('button', { name: 'Go Back' }).click();

    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');
  });
});

describe('page titles', () => {
  it.each([
    ['/', BRAND_NAME, false],
    ['/about', `About · ${BRAND_NAME}`, false],
    ['/browse', `Discover · ${BRAND_NAME}`, true],
    ['/messages', `Messages · ${BRAND_NAME}`, true],
    ['/messages/c-42', `Messages · ${BRAND_NAME}`, true],
  ] as const)('names the browser tab of %s "%s"', async (path, title, signedIn) => {
    await openApp([path], { signedIn });

    await expect.poll(() => document.title).toBe(title);
  });

  it('follows the user to the next page', async () => {
    const { screen } = await openApp(['/']);
    await expect.poll(() => document.title).toBe(BRAND_NAME);

    await screen.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Team' }).click();

    await expect.poll(() => document.title).toBe(`Team · ${BRAND_NAME}`);
  });
});

describe('a page whose code does not load', () => {
  it("shows the app's error screen with Reload, under the navigation, instead of the router's page", async () => {
    await page.viewport(1280, 800);
    const { screen } = await openApp(['/matches'], { signedIn: true });

    const main = screen.getByRole('main');
    // Only after the brief retries of the code's fetch.
    await expect
      .element(main.getByRole('heading', { level: 1, name: "This page didn't load" }), { timeout: 5_000 })
      .toBeVisible();
    await expect.element(main.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect.element(main.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Unexpected Application Error!').query()).toBeNull();
    await expect
      .element(screen.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }))
      .toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`Matches · ${BRAND_NAME}`);
  });

  it('lets the user go on to a page that loads', async () => {
    await page.viewport(390, 844);
    const { router, screen } = await openApp(['/matches'], { signedIn: true });
    await expect
      .element(screen.getByRole('heading', { name: "This page didn't load" }), { timeout: 5_000 })
      .toBeVisible();

    await screen.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Messages' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/messages');
    expect(screen.getByRole('heading', { name: "This page didn't load" }).query()).toBeNull();
  });
});
