import type { Locator, Page } from '@playwright/test';
import { type FakeModel, startFakeModel } from '../../apps/api/test/helpers/fake-model';
import { newAccount, signUp } from './accounts';
import { type ApiServer, startApi } from './api-server';
import { expect, test } from './fixtures';
import { Outage } from './outage';

export const character = { id: 'ines-carvalho', name: 'Inês Carvalho' };

/** What the model writes, sentence by sentence. */
export const STORY = Array.from(
  { length: 24 },
  (_, index) => `The tide came in for the ${index + 1}th time that night. `,
);
/** Slow enough to watch a reply grow, stop it or reload under it: about ten seconds. */
export const SLOWLY = { pieces: STORY, pauseMs: 400 };
/** A short reply, for the tests that wait for replies to end. */
export const BRIEFLY = { pieces: STORY.slice(0, 4), pauseMs: 100 };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e global setup did not run`);
  return value;
}

/**
 * A test with an API of its own whose replies come from a local OpenAI-compatible model.
 *
 * The shared API answers with the offline engine, which writes a whole reply at once. These tests
 * talk to an API of their own whose replies come from a model that writes slowly, so a reply can be
 * seen growing, stopped and resumed; the browser reaches it through a relay that can cut it off.
 */
export const liveTest = test.extend<{ outage: Outage }, { model: FakeModel; live: ApiServer }>({
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
export async function openChat(page: Page, mailDir: string, live: ApiServer, label: string): Promise<Locator> {
  await signUp(page, mailDir, newAccount(label), live.dataDir);
  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  await expect(page.getByRole('button', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(`/messages/${character.id}`);
  return page.getByRole('log');
}

export async function send(page: Page, text: string) {
  const composer = page.getByPlaceholder('Type a message…');
  await composer.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveValue('');
}

/** The character's messages: each with its bubbles, its notes and its actions. */
export const replies = (log: Locator) =>
  log.locator('[data-status]').filter({ has: log.page().locator('[data-sender="ai"]') });
export const ownMessages = (log: Locator) =>
  log.locator('[data-status]').filter({ has: log.page().locator('[data-sender="human"]') });
/** A message's words, without its notes and actions. */
export const textOf = async (message: Locator) => (await message.locator('[data-sender]').allTextContents()).join('\n');
