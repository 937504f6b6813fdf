import { newAccount, signUp } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test('a new user meets the featured characters, swipes past a page boundary and finds them in Matches', async ({
  page,
  mailDir,
}) => {
  // A sign-up and twelve animated decisions take longer than one screen's check.
  test.setTimeout(60_000);
  await signUp(page, mailDir, newAccount('swipe', { age: 33 }));

  const featured = page.getByRole('region', { name: 'Featured Characters' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL('/browse');

  // Twelve decisions cross the first page of ten: likes on even turns, rejections on odd ones.
  const liked: string[] = [];
  const rejected: string[] = [];
  for (let turn = 0; turn < 12; turn += 1) {
    const current = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(current).toBeVisible();
    const heading = (await current.textContent()) ?? '';
    const name = heading.replace(/\d+|Verified/g, '').trim();
    const button = page.getByRole('button', { name: turn % 2 === 0 ? 'Like' : 'Reject', exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    (turn % 2 === 0 ? liked : rejected).push(name);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toHaveText(heading);
  }
  expect(new Set([...liked, ...rejected]).size).toBe(12);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  await expect(page.getByRole('tab', { name: /Rejected/ })).toContainText('6');
  // A liked character whose age range leaves this user out answered Blocked: listed apart, never counted as a match.
  const unavailable = await page.getByRole('region', { name: 'Not available to chat' }).getByRole('listitem').count();
  await expect(page.getByRole('tab', { name: /Matched/ })).toContainText(String(6 - unavailable));
  for (const name of liked) await expect(page.getByRole('tabpanel').getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByRole('heading', { name: 'Archived' })).toBeVisible();
  for (const name of rejected) await expect(page.getByRole('tabpanel').getByText(name, { exact: true })).toBeVisible();

  // A matched character can be messaged.
  await page.getByRole('tab', { name: /Matched/ }).click();
  await page.getByRole('tabpanel').getByRole('list').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/characters\/[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Message' })).toBeEnabled();
  await expect(page.getByText('Match', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an unseen character cannot be messaged until liked, and a character outside its age range answers Blocked', async ({
  page,
  mailDir,
  request,
}) => {
  await signUp(page, mailDir, newAccount('young', { age: 19 }));

  await page.goto('/characters');
  await expect(page.getByRole('heading', { name: 'Real Connections' })).toBeVisible();
  await page.getByRole('article').filter({ hasText: 'Kwame' }).first().click();
  await expect(page).toHaveURL('/characters/kwame-mensah');
  await expect(page.getByRole('button', { name: 'Message' })).toBeDisabled();

  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const like = await request.post('/api/interactions/kwame-mensah/like', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(await like.json()).toMatchObject({ relationship: { type: 'Blocked' } });
});

test("a like that matches says it's a match, and the next card is there at once", async ({ page, mailDir }) => {
  await signUp(page, mailDir, newAccount('match', { age: 33 }));
  await page.goto('/browse');

  const current = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const heading = (await current.textContent()) ?? '';
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: "It's a match" })).toBeVisible();
  await expect(current).not.toHaveText(heading);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
});

test('a like a character answers Blocked says it is not available to chat, and nothing pretends it is a match', async ({
  page,
  mailDir,
}) => {
  // A sign-up and the decisions it takes to reach Kwame take longer than one screen's check.
  test.setTimeout(60_000);
  await signUp(page, mailDir, newAccount('blocked', { age: 19 }));
  await page.goto('/browse');

  // Pass on everyone before Kwame, who talks only with older users.
  const current = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  for (let turn = 0; turn < 40 && !((await current.textContent()) ?? '').startsWith('Kwame'); turn += 1) {
    const heading = (await current.textContent()) ?? '';
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(current).not.toHaveText(heading);
  }
  await expect(current).toHaveText(/^Kwame Mensah/);
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Liked, but no match: Kwame Mensah is not available to chat with you.' }),
  ).toBeVisible();
  await expect(page.getByText("It's a match")).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  await expect(page.getByRole('tab', { name: /Matched/ })).toContainText('0');
  const unavailable = page.getByRole('region', { name: 'Not available to chat' });
  await unavailable.getByRole('link', { name: 'Kwame Mensah' }).click();

  await expect(page).toHaveURL('/characters/kwame-mensah');
  await expect(page.getByText('Kwame Mensah is not available to chat with you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message' })).toBeDisabled();
  await expect(page.getByText('Match', { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
