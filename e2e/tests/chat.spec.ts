import { newAccount, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const character = { id: 'ines-carvalho', name: 'Inês Carvalho' };

test('a user chats with a liked character who remembers their name, and nobody else can read it', async ({
  page,
  mailDir,
  browser,
}) => {
  // Two accounts signed up and two replies waited for: more than one ordinary test's time on a busy machine.
  test.slow();
  await signUp(page, mailDir, newAccount('chat'));

  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  await expect(page.getByRole('button', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(`/messages/${character.id}`);

  // The reply comes back within milliseconds: hold it until the typing indicator has been seen.
  let releaseReply = () => {};
  const replyReleased = new Promise<void>((resolve) => {
    releaseReply = resolve;
  });
  await page.route(
    '**/api/chat/**',
    async (route) => {
      await replyReleased;
      await route.continue();
    },
    { times: 1 },
  );

  const composer = page.getByPlaceholder('Type a message…');
  await composer.fill("Hi, I'm Sam and I love hiking");
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveValue('');
  const log = page.getByRole('log');
  await expect(log.getByText("Hi, I'm Sam and I love hiking")).toBeVisible();
  await expect(log.getByText(/is typing/)).toBeAttached();
  releaseReply();
  await expect(log.getByText(/is typing/)).toHaveCount(0, { timeout: 20_000 });
  const firstReplyCount = await log.locator('[data-sender="ai"]').count();
  expect(firstReplyCount).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('log').getByText("Hi, I'm Sam and I love hiking")).toBeVisible();

  await page.getByPlaceholder('Type a message…').fill("what's my name?");
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').locator('[data-sender="ai"]').filter({ hasText: 'Sam' }).last()).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/messages');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByText(character.name)).toBeVisible();
  await page.getByRole('searchbox', { name: /search/i }).fill('CARVALHO');
  await expect(conversations.getByText(character.name)).toBeVisible();
  await page.getByRole('searchbox', { name: /search/i }).fill('nobody');
  await expect(conversations.getByText(character.name)).toHaveCount(0);

  // Another user in another browser sees none of it, and the API refuses them.
  const userId = await page.evaluate(async () => {
    const response = await fetch('/api/users/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { user: { _id: string } }).user._id;
  });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, mailDir, newAccount('other'));
  await other.goto('/messages');
  await expect(other.getByText('No matches yet.')).toBeVisible();
  const status = await other.evaluate(async (id) => {
    const response = await fetch(`/api/messages/${id}/ines-carvalho?limit=50`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return response.status;
  }, userId);
  expect(status).toBe(403);
  await otherContext.close();
});
