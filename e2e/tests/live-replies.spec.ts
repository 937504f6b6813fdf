import { expect, seriousA11yViolations } from '../support/fixtures';
import { BRIEFLY, liveTest, openChat, ownMessages, replies, SLOWLY, STORY, send, textOf } from '../support/model-api';

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
