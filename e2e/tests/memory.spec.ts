import { expect, seriousA11yViolations } from '../support/fixtures';
import { BRIEFLY, liveTest, openChat, send } from '../support/model-api';

liveTest(
  'a fact told is in the Memory panel, and once deleted no prompt has it',
  async ({ page, mailDir, live, model }) => {
    liveTest.slow();
    model.script = { ...BRIEFLY, facts: '{"facts":[{"kind":"pet","value":"Biscuit","detail":"dog"}]}' };
    await openChat(page, mailDir, live, 'memory');
    await send(page, 'I have a dog named Biscuit');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });

    // The reply says it learned something, and links to what.
    model.script = BRIEFLY;
    await page.getByRole('link', { name: /Memory updated/ }).click();
    await expect(page).toHaveURL(/\/messages\/[^/]+\/memory$/);
    const memories = page.getByRole('list', { name: 'Memories' });
    const biscuit = memories.getByRole('listitem').filter({ hasText: 'Your dog is called Biscuit' });
    await expect(biscuit).toBeVisible();
    await expect(biscuit).toContainText('Learned');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A note of the user's own joins it; the dog is forgotten.
    await page.getByRole('textbox', { name: /Something for .+ to remember/ }).fill('Call me Sam');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(memories.getByRole('listitem').filter({ hasText: 'Call me Sam' })).toBeVisible();
    await biscuit.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText('Memory deleted')).toBeVisible();
    await page.getByRole('link', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/messages\/[^/]+$/);

    await send(page, 'Good evening!');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => model.lastPrompt[0]?.content ?? '').toContain('Call me Sam');
    expect(model.lastPrompt[0]?.content).not.toContain('Biscuit');
    await page.reload();
    await page.goto(`${new URL(page.url()).pathname}/memory`);
    await expect(page.getByRole('list', { name: 'Memories' })).not.toContainText('Biscuit');
  },
);
