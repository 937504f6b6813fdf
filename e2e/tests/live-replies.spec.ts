import type { Locator, Page } from '@playwright/test';
import { type FakeModel, startFakeModel } from '../../apps/api/test/helpers/fake-model';
import { newAccount, signUp } from '../support/accounts';
import { type ApiServer, startApi } from '../support/api-server';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { Outage } from '../support/outage';

const character = { id: 'ines-carvalho', name: 'Inês Carvalho' };

/** What the model writes, sentence by sentence. */
const STORY = Array.from({ length: 24 }, (_, index) => `The tide came in for the ${index + 1}th time that night. `);
/** Slow enough to watch a reply grow, stop it or reload under it: about ten seconds. */
const SLOWLY = { pieces: STORY, pauseMs: 400 };
/** A short reply, for the tests that wait for replies to end. */
const BRIEFLY = { pieces: STORY.slice(0, 4), pauseMs: 100 };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e global setup did not run`);
  return value;
}

/**
 * The shared API answers with the offline engine, which writes a whole reply at once. These tests
 * talk to an API of their own whose replies come from a model that writes slowly, so a reply can be
 * seen growing, stopped and resumed; the browser reaches it through a relay that can cut it off.
 */
const liveTest = test.extend<{ outage: Outage }, { model: FakeModel; live: ApiServer }>({
  model: [
    async ({}, use) => {
      const model = await startFakeModel(BRIEFLY);
      await use(model);
      await model.close();
    },
    { scope: 'worker' },
  ],
  live: [
    async ({ model }, use, workerInfo) => {
      const api = await startApi({
        workDir: required('E2E_WORK_DIR'),
        name: `live-replies-${workerInfo.workerIndex}`,
        smtpPort: Number(required('E2E_SMTP_PORT')),
        env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'kindred-e2e-model' },
      });
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
  outage: async ({ live }, use) => {
    const outage = new Outage(new URL(live.baseURL));
    await outage.start();
    await use(outage);
    await outage.stop();
  },
  baseURL: async ({ outage }, use) => {
    await use(`http://127.0.0.1:${outage.port}`);
  },
});

/** A new user who likes the character and opens the chat with them; returns the conversation's log. */
async function openChat(page: Page, mailDir: string, live: ApiServer, label: string): Promise<Locator> {
  await signUp(page, mailDir, newAccount(label), live.dataDir);
  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  await expect(page.getByRole('button', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(`/messages/${character.id}`);
  return page.getByRole('log');
}

async function send(page: Page, text: string) {
  const composer = page.getByPlaceholder('Type a message…');
  await composer.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveValue('');
}

/** The character's messages: each with its bubbles, its notes and its actions. */
const replies = (log: Locator) =>
  log.locator('[data-status]').filter({ has: log.page().locator('[data-sender="ai"]') });
const ownMessages = (log: Locator) =>
  log.locator('[data-status]').filter({ has: log.page().locator('[data-sender="human"]') });
/** A message's words, without its notes and actions. */
const textOf = async (message: Locator) => (await message.locator('[data-sender]').allTextContents()).join('\n');

liveTest(
  'a reply appears as it is written, and Stop keeps what was written so far',
  async ({ page, mailDir, live, model }) => {
    liveTest.slow();
    model.script = SLOWLY;
    const log = await openChat(page, mailDir, live, 'stream');
    await send(page, 'Tell me about the harbour at dawn');

    // While the reply is written, Stop stands where Send was; the text grows before it ends.
    const stop = page.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    const reply = replies(log).last();
    await expect(reply).toBeVisible();
    let first = 0;
    await expect.poll(async () => (first = (await textOf(reply)).trim().length)).toBeGreaterThan(0);
    await expect.poll(async () => (await textOf(reply)).trim().length).toBeGreaterThan(first);
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(reply).toContainText('Stopped');
    const kept = await textOf(reply);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain(STORY.at(-1)?.trim());
    expect(await seriousA11yViolations(page)).toEqual([]);

    // What was kept is what the server stored.
    await page.reload();
    await expect.poll(() => textOf(replies(page.getByRole('log')).last())).toBe(kept);
  },
);

liveTest(
  'a reply written again is kept beside the first, and the user picks one',
  async ({ page, mailDir, live, model }) => {
    liveTest.slow();
    model.script = BRIEFLY;
    const log = await openChat(page, mailDir, live, 'regenerate');
    await send(page, 'What did you cook tonight?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    const first = await textOf(replies(log).last());

    // The model words it differently this time.
    model.script = { pieces: ['Pasta with too much garlic. ', 'No regrets.'], pauseMs: 100 };
    await replies(log).last().hover();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText('2/2')).toBeVisible();
    const second = await textOf(replies(log).last());
    expect(second).toContain('Pasta with too much garlic.');

    await log.getByRole('button', { name: 'Previous reply' }).click();
    await expect(log.getByText('1/2')).toBeVisible();
    await expect.poll(() => textOf(replies(log).last())).toBe(first);
    await log.getByRole('button', { name: 'Next reply' }).click();
    await expect(log.getByText('2/2')).toBeVisible();
    await expect.poll(() => textOf(replies(log).last())).toBe(second);
    // The choice is the server's: it stays after a reload.
    await page.reload();
    await expect(page.getByRole('log').getByText('2/2')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  },
);

liveTest(
  'an own message is edited and answered anew, and messages are deleted with a moment to undo',
  async ({ page, mailDir, live, model }) => {
    liveTest.slow();
    model.script = BRIEFLY;
    const log = await openChat(page, mailDir, live, 'edit');
    await send(page, 'I love hikking');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });

    const own = ownMessages(log).last();
    await own.hover();
    await own.getByRole('button', { name: 'Edit' }).click();
    const editor = log.getByRole('textbox', { name: 'Edit your message' });
    await editor.fill('I love hiking');
    await log.getByRole('button', { name: 'Save' }).click();
    await expect(own).toContainText('I love hiking');
    await expect(own).toContainText('Edited');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(replies(log)).toHaveCount(1);

    // Deleted, then undone: it stays.
    await own.hover();
    await own.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(log.getByText('I love hiking')).toBeVisible();

    // Deleted for real: gone, after a reload too.
    await own.hover();
    await own.getByRole('button', { name: 'Delete' }).click();
    await expect(log.getByText('I love hiking')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(replies(page.getByRole('log'))).toHaveCount(1);
    await expect(page.getByRole('log').getByText('I love hiking')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  },
);

liveTest(
  'a reply being written when the page reloads goes on and completes',
  async ({ page, mailDir, live, model }) => {
    liveTest.slow();
    model.script = SLOWLY;
    const log = await openChat(page, mailDir, live, 'reload');
    await send(page, 'Tell me a long story about the sea');
    const reply = replies(log).last();
    await expect.poll(async () => (await textOf(reply)).trim().length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

    await page.reload();
    const resumed = replies(page.getByRole('log')).last();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    const complete = await textOf(resumed);
    expect(complete).toContain(STORY.at(-1)?.trim());
    await page.reload();
    await expect.poll(() => textOf(replies(page.getByRole('log')).last())).toBe(complete);
  },
);

liveTest(
  'a message sent while the server is away says it was not delivered, and Retry sends it once',
  async ({ page, mailDir, live, outage, model }) => {
    liveTest.slow();
    model.script = BRIEFLY;
    const log = await openChat(page, mailDir, live, 'undelivered');
    await expect(page.getByText(/^Say hello to/)).toBeVisible();

    await outage.stop();
    await send(page, 'Are you there?');
    const own = ownMessages(log).filter({ hasText: 'Are you there?' });
    await expect(own).toContainText('Not delivered', { timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await outage.start();
    await own.getByRole('button', { name: 'Retry' }).click();
    await expect(own).not.toContainText('Not delivered');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect(replies(log)).toHaveCount(1);

    // Stored once: a reload shows the message and its reply once each.
    await page.reload();
    const reloaded = page.getByRole('log');
    await expect(reloaded.getByText('Are you there?')).toHaveCount(1);
    await expect(replies(reloaded)).toHaveCount(1);
  },
);
