import type { TokenPair } from '@kindred/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/database';
import { users } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import type { Mail, Mailer } from '../../../mail/mailer';
import { alreadyRegisteredMail, passwordResetCodeMail, verificationCodeMail } from '../../../mail/messages';
import { type ReadCache, scopes } from '../read-cache/read-cache';
import { createAccessTokens, type Session } from './access-tokens';
import { characterListsOf } from './character-lists';
import { consumeInvitation, giveBackInvitation, isInvitationUsable } from './invitations';
import { deriveKey } from './keys';
import { accountMessages } from './messages';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordHasher } from './passwords';
import { createRefreshTokens, type IssuedToken } from './refresh-tokens';
import { type AccountUser, findCredentials, findUserById, type Profile, toUser, updateProfile } from './users';
import { joinWaitlist } from './waitlist';

export interface AccountsOptions {
  db: Database;
  /** Keeps the accounts every signed-in request reads; the database announces their changes to every process. */
  cache: ReadCache;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  jwtSecret: string;
}

/** What a registration wrote, so it can be undone when its mail cannot be sent. */
type Registration =
  | { kind: 'created'; userId: string; code: string }
  | { kind: 'codeRenewed'; userId: string; code: string }
  | { kind: 'alreadyVerified' };

/** The account rules: registration, email codes, sign-in, tokens, password reset, profile, waitlist. */
export function createAccounts({ db, cache, clock, mailer, log, jwtSecret }: AccountsOptions) {
  const passwords = createPasswordHasher();
  // The database tells every process of the change, this one too, but only a moment after the commit:
  // this process forgets at once, so the answer to its own request is never followed by an older read.
  const forgetAccount = (userId: string) => cache.forget(scopes.user(userId));
  const accessTokens = createAccessTokens(jwtSecret, clock);
  const refreshTokens = createRefreshTokens(db, deriveKey(jwtSecret, 'refresh token rotation'), clock, forgetAccount);
  const codes = createOneTimeCodes(db, deriveKey(jwtSecret, 'one-time codes'), clock);
  const invalidCode = () => new HttpError(400, accountMessages.invalidCode);

  const pairFor = async ({ refreshToken, ...session }: IssuedToken): Promise<TokenPair> => ({
    accessToken: await accessTokens.sign(session),
    refreshToken,
  });
  const tokensFor = async (executor: Executor, userId: string) => pairFor(await refreshTokens.issue(executor, userId));
  /** Whether the session is signed in, kept with the user's account: its revocation is announced like a change of it. */
  const isSignedIn = (session: Session) =>
    cache.read(scopes.user(session.userId), `session:${session.sessionId}`, () => refreshTokens.isSignedIn(session));
  const findUser = (id: string) => cache.read(scopes.user(id), 'account', () => findUserById(db, id));

  async function send(mail: Mail) {
    try {
      await mailer.send(mail);
    } catch (err) {
      log.error({ err, to: mail.to, subject: mail.subject }, 'An account mail could not be sent');
      throw new HttpError(503, accountMessages.mailUnavailable);
    }
  }

  function recordRegistration(email: string, passwordHash: string, invitationCode: string): Promise<Registration> {
    return db.transaction(async (tx): Promise<Registration> => {
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (created) {
        // Throwing rolls the new account back with the failed claim on the invitation.
        if (!(await consumeInvitation(tx, invitationCode, clock()))) {
          throw new HttpError(400, accountMessages.invalidInvitation);
        }
        return { kind: 'created', userId: created.id, code: await codes.issue(tx, created.id, 'registration') };
      }
      const existing = await findCredentials(tx, email);
      if (!existing) throw new Error(`The account of ${email} vanished during its registration`);
      if (existing.verified) return { kind: 'alreadyVerified' };
      // The new password waits on the code: it replaces the old one only when this code is verified.
      const code = await codes.issue(tx, existing.id, 'registration', passwordHash);
      return { kind: 'codeRenewed', userId: existing.id, code };
    });
  }

  async function undoRegistration(registration: Registration, invitationCode: string) {
    if (registration.kind === 'alreadyVerified') return;
    const { userId, code } = registration;
    await db.transaction(async (tx) => {
      if (registration.kind === 'codeRenewed') return codes.discard(tx, userId, 'registration', code);
      const removed = await tx
        .delete(users)
        .where(and(eq(users.id, userId), eq(users.verified, false)))
        .returning({ id: users.id });
      if (removed.length > 0) await giveBackInvitation(tx, invitationCode);
    });
  }

  return {
    accessTokens,

    invitationUsable: (code: string) => isInvitationUsable(db, code, clock()),

    /**
     * Registers `email` with the same outcome for the caller whether or not it has an account: a new
     * address gets an unverified account, a use of the invitation and a code; an unverified account
     * gets a new code (its new password applies once the code is verified); a verified one gets a
     * notice instead. The mail goes out after the commit, and when it cannot be sent the
     * registration is undone, the invitation's use given back, and a 503 thrown: holding the
     * transaction open across an SMTP exchange would stall PGlite's single connection.
     */
    async register(email: string, password: string, invitationCode: string): Promise<void> {
      const passwordHash = await passwords.hash(password);
      const registration = await recordRegistration(email, passwordHash, invitationCode);
      try {
        await send(
          registration.kind === 'alreadyVerified'
            ? alreadyRegisteredMail(email)
            : verificationCodeMail(email, registration.code),
        );
      } catch (error) {
        await undoRegistration(registration, invitationCode);
        throw error;
      }
    },

    /** Verifies the account with its registration code and signs it in. */
    async verifyEmail(email: string, code: string): Promise<TokenPair> {
      const account = await findCredentials(db, email);
      const checked = account && (await codes.check(account.id, 'registration', code));
      if (!checked) throw invalidCode();
      const tokens = await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, checked))) throw invalidCode();
        const password = checked.passwordHash ? { passwordHash: checked.passwordHash } : {};
        await tx
          .update(users)
          .set({ verified: true, ...password })
          .where(eq(users.id, checked.userId));
        return tokensFor(tx, checked.userId);
      });
      forgetAccount(checked.userId);
      return tokens;
    },

    /** The account these credentials open, or undefined; an unknown email takes as long as a wrong password. */
    async authenticate(email: string, password: string) {
      const account = await findCredentials(db, email);
      const valid = await passwords.verify(account?.passwordHash, password);
      return valid && account ? { id: account.id, verified: account.verified } : undefined;
    },

    async resendVerificationCode(userId: string, email: string): Promise<void> {
      await send(verificationCodeMail(email, await codes.issue(db, userId, 'registration')));
    },

    /**
     * Mails a new registration code when `email` has an account waiting for verification; the
     * password chosen at registration still waits on it. Like a reset, the mail leaves in the
     * background so the answer, and how long it takes, is the same for every address.
     */
    async resendRegistrationCode(email: string): Promise<void> {
      const account = await findCredentials(db, email);
      if (!account || account.verified) return;
      const code =
        (await codes.renew(db, account.id, 'registration')) ?? (await codes.issue(db, account.id, 'registration'));
      send(verificationCodeMail(email, code)).catch(() => {
        // send() has logged it; nobody is waiting for this answer.
      });
    },

    signIn: (userId: string) => tokensFor(db, userId),

    /**
     * Mails a reset code when `email` has an account. The mail leaves in the background so the answer,
     * and how long it takes, is the same either way; a failure is logged.
     */
    async startPasswordReset(email: string): Promise<void> {
      const account = await findCredentials(db, email);
      if (!account) return;
      const code = await codes.issue(db, account.id, 'passwordReset');
      send(passwordResetCodeMail(email, code)).catch(() => {
        // send() has logged it; nobody is waiting for this answer.
      });
    },

    /** Sets a new password with a reset code and signs every session out; it does not sign in. */
    async resetPassword(email: string, code: string, newPassword: string): Promise<void> {
      const account = await findCredentials(db, email);
      const checked = account && (await codes.check(account.id, 'passwordReset', code));
      if (!checked) throw invalidCode();
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, checked))) throw invalidCode();
        // The code reached the account's mailbox, which proves the address as well.
        await tx.update(users).set({ passwordHash, verified: true }).where(eq(users.id, checked.userId));
        await refreshTokens.revokeAll(tx, checked.userId);
      });
      forgetAccount(checked.userId);
    },

    /**
     * Sets a new password and signs out every other sign-in: whoever knew the old password is out,
     * the person changing it stays in. The caller has checked the current password.
     */
    async changePassword({ userId, sessionId }: Session, newPassword: string): Promise<void> {
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await refreshTokens.revokeAll(tx, userId, sessionId);
      });
      forgetAccount(userId);
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const rotation = await refreshTokens.rotate(refreshToken);
      if (!rotation) throw new HttpError(401, accountMessages.sessionExpired);
      return pairFor(rotation);
    },

    logout: (refreshToken: string) => refreshTokens.revokeFamily(refreshToken),

    /** The user of a session that is still signed in; undefined once it signed out or was revoked, or the account is gone. */
    async signedInUser(session: Session): Promise<AccountUser | undefined> {
      const [signedIn, user] = await Promise.all([isSignedIn(session), findUser(session.userId)]);
      return signedIn ? user : undefined;
    },

    /** The user as the API shows it, with their character lists. */
    async describe(user: AccountUser) {
      return toUser(user, await characterListsOf(db, user.id));
    },

    async updateProfile(id: string, profile: Profile) {
      const updated = await updateProfile(db, id, profile);
      forgetAccount(id);
      // Who may chat with the user hangs on their age.
      cache.forget(scopes.conversations(id));
      return updated;
    },

    joinWaitlist: (email: string) => joinWaitlist(db, email),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
