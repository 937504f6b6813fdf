import { BRAND_NAME } from '@kindred/contract';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test('the landing page opens the sign-in form from Get Started', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover a new era of companionship.' })).toBeVisible();

  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to continue your journey.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the footer leads to every static page and back', async ({ page }) => {
  const pages = [
    { link: 'About', path: '/about', waitlist: true },
    { link: 'Product', path: '/product', waitlist: true },
    { link: 'Team', path: '/team', waitlist: true },
    { link: 'Privacy', path: '/privacy', waitlist: false },
    { link: 'Terms', path: '/terms', waitlist: false },
  ];
  for (const { link, path, waitlist } of pages) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the Waitlist' })).toHaveCount(waitlist ? 1 : 0);
    if (!waitlist) await expect(page.getByText('Last updated November 2026')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  }
});

test('with no site facts set, the public pages invent none and point to the account page', async ({ page }) => {
  for (const path of ['/team', '/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'account page' }).first()).toHaveAttribute('href', '/account');
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Follow us/ })).toHaveCount(0);
});

test('an unknown path lands on the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('the page is titled with the brand', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(new RegExp(BRAND_NAME));
});

test('the API reports its health', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up', driver: 'pglite' } });
});
