import { completeProfile, newAccount, registerThroughForm } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

// Every seeded character talks only with adults.
const character = { id: 'kwame-mensah', name: 'Kwame Mensah' };
const BLOCKED =
  'This character is not available to chat with you, because your age is outside the ages they talk with.';

test('a 15-year-old can like an adults-only character, but never chat with it, through the app or the API', async ({
  page,
  mailDir,
  request,
}) => {
  const teen = newAccount('teen', { age: 15 });
  await registerThroughForm(page, mailDir, teen);
  // A name of zero-width characters is no name.
  await expect(page).toHaveURL('/create-profile');
  await page.getByLabel('First Name').fill('\u200B\u200D\u2060');
  await page.getByLabel('Last Name').fill(teen.lastName);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await completeProfile(page, teen);

  await page.goto(`/characters/${character.id}`);
  await page.getByRole('button', { name: `Like ${character.name}` }).click();
  const unavailable = page.getByText(`${character.name} is not available to chat with you.`);
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toBeDisabled();
  await expect(page.getByText('Match', { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // On a later visit the profile still knows.
  await page.reload();
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toBeDisabled();

  // Going to the chat's address anyway: the send is refused, and nothing is kept.
  await page.goto(`/messages/${character.id}`);
  const refused = page.waitForResponse((response) => response.url().includes('/api/chat/'));
  await page.getByPlaceholder('Type a message…').fill('Hi!');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await refused).status()).toBe(403);

  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${accessToken}` };
  const { user } = await (await request.get('/api/users/me', { headers })).json();
  const sent = await request.post(`/api/chat/${user._id}/${character.id}`, { headers, data: { message: 'Hello' } });
  expect(sent.status()).toBe(403);
  expect(await sent.json()).toEqual({ message: BLOCKED });
  const history = await request.get(`/api/messages/${user._id}/${character.id}`, { headers });
  expect(history.status()).toBe(403);
  expect(await history.json()).toEqual({ message: BLOCKED });
  const conversations = await request.get(`/api/messages/${user._id}`, { headers });
  expect(await conversations.json()).toEqual({ data: [] });
});
