import { newAccount, signUp } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test('a new user meets the featured characters, swipes past a page boundary and finds them in Matches', async ({
  page,
  mailDir,
}) => {
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
  await expect(page.getByRole('tab', { name: /Matched/ })).toContainText('6');
  await expect(page.getByRole('tab', { name: /Rejected/ })).toContainText('6');
  for (const name of liked) await expect(page.getByRole('tabpanel').getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByRole('heading', { name: 'Archived' })).toBeVisible();
  for (const name of rejected) await expect(page.getByRole('tabpanel').getByText(name, { exact: true })).toBeVisible();

  // A liked character can be messaged.
  await page.getByRole('tab', { name: /Matched/ }).click();
  await page
    .getByRole('tabpanel')
    .getByText(liked[0] as string, { exact: true })
    .click();
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
