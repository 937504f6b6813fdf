import { WAITLIST_ALREADY_JOINED } from '@kindred/contract';
import {
  completeProfile,
  logInThroughForm,
  mailedCode,
  mintInvitation,
  newAccount,
  newEmail,
  registerThroughForm,
  signUp,
  storedTokens,
} from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test('a new user registers with an invitation, verifies the mailed code, completes the profile and logs out', async ({
  page,
  mailDir,
}) => {
  const account = newAccount('sam');
  await registerThroughForm(page, mailDir, account);
  await expect(page).toHaveURL('/create-profile');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await completeProfile(page, account);

  // Signed in on the dashboard, the landing page sends the user back to it.
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth');
  await expect.poll(() => storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  // Signed out, a guarded page sends the visitor to sign in.
  await page.goto('/matches');
  await expect(page).toHaveURL('/auth');
});

test('a registered user logs in, and a wrong password shows the server message', async ({ page, mailDir }) => {
  const account = newAccount('lee');
  await signUp(page, mailDir, account);
  await page.evaluate(() => localStorage.clear());

  await logInThroughForm(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a registered but unverified user who signs in is asked for the code, can ask for a new one, and is signed in with it', async ({
  page,
  mailDir,
}) => {
  // Registration, a sign-in, a new code and a verification: a long journey on a busy machine.
  test.slow();
  const account = newAccount('uma');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Invitation Code').fill(await mintInvitation());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  const registrationCode = await mailedCode(mailDir, account.email);

  // The code is not entered; later the user signs in instead of registering again.
  await page.goto('/auth');
  await logInThroughForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code sent to ${account.email}`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Please verify your email first.');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const resentAfter = Date.now() - 1;
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a new code');
  const newCode = await mailedCode(mailDir, account.email, resentAfter);
  // This run's server pauses no mail (MAIL_COOLDOWN_SECONDS=0), so the button is ready again at once.
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

  if (newCode !== registrationCode) {
    await page.getByLabel('Verification Code').fill(registrationCode);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired code');
  }
  await page.getByLabel('Verification Code').fill(newCode);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL('/create-profile');
});

test('a forgotten password is reset with a mailed code and the new one signs in', async ({ page, mailDir }) => {
  const account = newAccount('ria');
  await signUp(page, mailDir, account);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  const sentAfter = Date.now() - 1;
  await page.getByRole('button', { name: 'Send Reset Code' }).click();

  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await expect(page.getByText(`We sent a code to ${account.email}.`)).toBeVisible();
  await page.getByLabel('Verification Code').fill(await mailedCode(mailDir, account.email, sentAfter));
  await page.getByLabel('New Password', { exact: true }).fill('midnight-orchard-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  // A reset does not sign in: back to the login form, under the server's confirmation.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('midnight-orchard-77');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('joining the waitlist confirms, and joining again confirms the same way', async ({ page, request }) => {
  const email = newEmail('wait');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto('/auth');
    await page.getByRole('link', { name: '← Join Waitlist →' }).click();
    await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're already on the list!" })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/');
  }
  const repeat = await request.post('/api/waitlist', { data: { email } });
  expect(await repeat.json()).toEqual({ success: false, message: WAITLIST_ALREADY_JOINED });
});

test('an expired access token is refreshed without the user noticing', async ({ page, mailDir }) => {
  await signUp(page, mailDir, newAccount('tess'));
  const before = await storedTokens(page);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.access.token'));

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  // The dashboard shows at once; the refresh answers a moment later.
  await expect.poll(async () => (await storedTokens(page)).accessToken).not.toBe('expired.access.token');
  const after = await storedTokens(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
});

test('a stolen refresh token used twice signs the user out', async ({ page, mailDir, request }) => {
  test.setTimeout(60_000);
  await signUp(page, mailDir, newAccount('noa'));
  const stolen = (await storedTokens(page)).refreshToken;

  // The thief refreshes first; the session family is now ahead of the user.
  const thief = await request.post('/api/auth/refresh', { data: { refreshToken: stolen } });
  expect(thief.ok()).toBe(true);
  // Past the few seconds in which other tabs may still present it, the same token is a reuse.
  await page.waitForTimeout(11_000);
  const reuse = await request.post('/api/auth/refresh', { data: { refreshToken: stolen } });
  expect(reuse.status()).toBe(401);

  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.access.token'));
  await page.reload();
  await expect(page).toHaveURL('/auth');
});
