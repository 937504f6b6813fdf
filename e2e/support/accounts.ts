import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { readMails } from './mailbox';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

/**
 * Runs an operator command of the API (`src/cli/<command>.ts`) against a running server's data: the
 * shared server's unless `dataDir` names another's.
 */
export function operatorCommand(command: 'invite' | 'users', args: string[], dataDir = process.env.E2E_DATA_DIR) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

/** Mints an invitation the way an operator does, through the CLI talking to the running server. */
export async function mintInvitation(uses = 1, dataDir?: string): Promise<string> {
  const { stdout } = await operatorCommand('invite', ['create', '--uses', String(uses)], dataDir);
  const code = stdout.trim().split('\n').pop();
  if (!code) throw new Error('The invite CLI printed no code');
  return code;
}

let accounts = 0;
/** A fresh address for each account a test opens, so tests never share a user. */
export const newEmail = (label: string) => `${label}.${Date.now()}.${++accounts}@kindred.test`;

/** The newest six-digit code mailed to `email`, waiting for it to arrive. */
export async function mailedCode(mailDir: string, email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMails(mailDir, email).filter((mail) => mail.receivedAt > after);
        code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number;
}

export const newAccount = (label: string, overrides: Partial<Account> = {}): Account => ({
  email: newEmail(label),
  password: 'velvet-lantern-42',
  firstName: 'Sam',
  lastName: 'Rivera',
  age: 29,
  ...overrides,
});

/**
 * Registers through the auth form and verifies the mailed code: the user ends up signed in. The
 * invitation is minted on the shared server unless `dataDir` names the one the page talks to.
 */
export async function registerThroughForm(
  page: Page,
  mailDir: string,
  account: Account,
  dataDir?: string,
): Promise<void> {
  const invitation = await mintInvitation(1, dataDir);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Invitation Code').fill(invitation);
  const sentAfter = Date.now() - 1;
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code sent to ${account.email}`)).toBeVisible();
  await page.getByLabel('Verification Code').fill(await mailedCode(mailDir, account.email, sentAfter));
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** Fills the profile completion form; the app then moves on to the dashboard. */
export async function completeProfile(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveURL('/create-profile');
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Age').fill(String(account.age));
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** A brand-new user, registered, verified and with a complete profile, on the dashboard. */
export async function signUp(page: Page, mailDir: string, account: Account, dataDir?: string): Promise<void> {
  await registerThroughForm(page, mailDir, account, dataDir);
  await completeProfile(page, account);
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
