import { newAccount, signUp } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { Outage } from '../support/outage';

const outageTest = test.extend<{ outage: Outage }>({
  outage: async ({}, use) => {
    const outage = new Outage(new URL(process.env.E2E_BASE_URL ?? ''));
    await outage.start();
    await use(outage);
    await outage.stop();
  },
  baseURL: async ({ outage }, use) => {
    await use(`http://127.0.0.1:${outage.port}`);
  },
});

outageTest(
  'when the server goes away mid-use, pages say so in Kindred’s look and come back with it',
  async ({ page, mailDir, outage }) => {
    outageTest.setTimeout(90_000);
    await signUp(page, mailDir, newAccount('outage'));
    await expect(page).toHaveTitle('Home · Kindred');
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The Discover screen's code and the character list's are loaded while the server is up.
    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveTitle('Discover · Kindred');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Characters' }).click();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await expect(page).toHaveURL('/dashboard');

    await outage.stop();

    // Matches was never opened: its code cannot arrive.
    await nav.getByRole('link', { name: 'Matches' }).click();
    const failure = page.getByRole('main');
    await expect(failure.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Characters was opened before: its code is there, its data is not.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Characters' }).click();
    await expect(page).toHaveURL('/characters');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);

    await outage.start();

    await nav.getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL('/matches');
    await expect(page).toHaveTitle('Matches · Kindred');
    await expect(page.getByRole('heading', { name: "This page didn't load" })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Matched/ })).toBeVisible();
  },
);
