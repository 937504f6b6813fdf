import { readFile } from 'node:fs/promises';
import { logInThroughForm, newAccount, operatorCommand, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const character = { id: 'ines-carvalho', name: 'Inês Carvalho' };

test('a user downloads their data, deletes the account, and nothing of it is left', async ({ page, mailDir }) => {
  // Signing up, chatting, downloading and deleting take longer than one screen's default.
  test.slow();
  const account = newAccount('leaving');
  await signUp(page, mailDir, account);

  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  await page.getByRole('button', { name: 'Message' }).click();
  await page.getByPlaceholder('Type a message…').fill('Please remember that I love the sea');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').locator('[data-sender="ai"]').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  // The data comes as one JSON file holding the conversation.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kindred-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.profile.email).toBe(account.email);
  expect(JSON.stringify(exported.conversations)).toContain('Please remember that I love the sea');

  // The dialog names what goes, and asks for the password.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('every conversation and message')).toBeVisible();
  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete Forever' }).click();
  await expect(dialog.getByText('That is not your current password')).toBeVisible();
  await dialog.getByLabel('Enter your password to confirm').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete Forever' }).click();

  // Signed out, at the landing page, with a word that it is done.
  await expect(page).toHaveURL('/?accountDeleted');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and everything of it are deleted' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // The old password opens nothing.
  await logInThroughForm(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  // And the operator's tool finds nothing of the email left to delete.
  const leftover = await operatorCommand('users', ['delete', account.email]).then(
    () => 'something was left',
    (error: { stderr: string }) => error.stderr,
  );
  expect(leftover).toContain(`Nothing to delete: ${account.email} has no account and no waitlist entry`);
});
