import type { Page, Route } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** Long enough for a failed screen's first two tries by itself (5 s and 10 s after the failure). */
const RECOVERY_WAIT_MS = 20_000;

/** Likes the character on top of the deck at /browse and answers its name. */
async function likeOnBrowse(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL('/browse');
  const current = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(current).toBeVisible();
  const heading = (await current.textContent()) ?? '';
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toHaveText(heading);
  return heading.replace(/\d+|Verified/g, '').trim();
}

test('a new match is listed on Messages at once, inviting a first message, until one is sent', async ({
  page,
  mailDir,
}) => {
  await signUp(page, mailDir, newAccount('match', { age: 33 }));
  const name = await likeOnBrowse(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL('/messages');
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Start a conversation...', { timeout: RECOVERY_WAIT_MS });
  await expect(page.getByText('No matches yet.')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.click();
  await page.getByPlaceholder('Type a message…').fill('Hello! How was your day?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(/is typing/)).toHaveCount(0, { timeout: 20_000 });
  await expect(log.locator('[data-sender="ai"]').first()).toBeVisible();

  // The list refreshes by itself: the match now shows the latest message of the conversation.
  await expect(row).not.toContainText('Start a conversation...');

  await page.getByRole('searchbox', { name: 'Search Messages' }).fill('nobody at all');
  await expect(page.getByText('No conversations match “nobody at all”')).toBeVisible();
  await expect(page.getByText('No matches yet.')).toHaveCount(0);
});

test('Messages says when the server is down, and comes back by itself once it answers', async ({ page, mailDir }) => {
  // Recovery by itself waits out the failed screens' retry rhythm (5 s, then 10 s), twice.
  test.slow();
  await signUp(page, mailDir, newAccount('outage', { age: 33 }));
  const name = await likeOnBrowse(page);

  // Every read of the conversations and of their histories fails as a server in trouble answers.
  const failing = (route: Route) => route.fulfill({ status: 500, json: { message: 'Internal server error' } });
  await page.route('**/api/messages/**', failing);

  await page.goto('/messages');
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load your conversations" })).toBeVisible();
  await expect(page.getByText('No matches yet.')).toHaveCount(0);

  await page.unroute('**/api/messages/**', failing);
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Start a conversation...');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The chat's history fails too: an error with Retry, never the invitation to say hello.
  await page.route('**/api/messages/*/*', failing);
  await row.click();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load this conversation" })).toBeVisible();
  await expect(page.getByText(/^Say hello to/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.unroute('**/api/messages/*/*', failing);
  await expect(page.getByText(/^Say hello to/)).toBeVisible({ timeout: RECOVERY_WAIT_MS });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
