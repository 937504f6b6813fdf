import '@kindred/ui/styles';
import { createMemoryStorage, exampleSite, tokens } from '@kindred/api-client/mocks';
import { BRAND_NAME, TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createAppServices } from './app/services';
import { Providers } from './providers';
import { routes } from './router';
import { installMockApi } from './test/mockApi';

installMockApi();

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
