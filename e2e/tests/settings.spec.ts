import { newAccount, signUp } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const character = { id: 'ines-carvalho', name: 'Inês Carvalho' };

test('settings chosen on /settings stay, and a hard moment is met with the chosen crisis line', async ({
  page,
  mailDir,
}) => {
  test.slow();
  await signUp(page, mailDir, newAccount('settings'));

  // The avatar menu's Account item leads here, as the specification says.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'How Kindred treats you' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const breaks = page.getByRole('switch', { name: 'Daily reminder to take breaks after long sessions' });
  await expect(breaks).toBeChecked();
  await breaks.click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  await page.getByRole('combobox', { name: 'Crisis line' }).selectOption('au-lifeline');
  await expect(page.getByRole('status')).toHaveText('Saved');

  await page.reload();
  await expect(breaks).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Crisis line' })).toHaveValue('au-lifeline');
  await expect(page.getByRole('link', { name: 'Your data and account' })).toHaveAttribute('href', '/account');

  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  await page.getByRole('button', { name: 'Message' }).click();
  await page.getByPlaceholder('Type a message…').fill('Nobody would notice if I disappeared');
  await page.getByRole('button', { name: 'Send' }).click();
  // The reply comes in several bubbles; one of them names the line and how to reach it.
  const line = page.getByRole('log').locator('[data-sender="ai"]').filter({ hasText: 'Lifeline' });
  await expect(line).toContainText('call 13 11 14', { timeout: 20_000 });
});
