import { endpoints, errorCodes } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/http-error';
import { noStore } from '../../http/no-store';
import { normalizeEmail } from '../../plugins/app/accounts/email';
import { accountMessages } from '../../plugins/app/accounts/messages';
import { isCommonPassword } from '../../plugins/app/accounts/passwords';

export function rejectCommonPassword(password: string) {
  if (isCommonPassword(password)) throw new HttpError(400, accountMessages.commonPassword);
}

/**
 * Registration, email codes, sign-in, tokens and password reset. Every answer about an email is the
 * same whether or not it has an account, and so are the limits: they count addresses, not accounts.
 */
export default async function authRoutes(fastify: FastifyInstance) {
  const { accounts, accountLimits: limits } = fastify;

  addEndpoint(
    fastify,
    endpoints.register,
    async (request) => {
      const { password, invitationCode } = request.body;
      const email = normalizeEmail(request.body.email);
      rejectCommonPassword(password);
      if (!(await accounts.invitationUsable(invitationCode))) {
        throw new HttpError(400, accountMessages.invalidInvitation);
      }
      await limits.mail.enforce(request, email);
      await accounts.register(email, password, invitationCode);
      return { message: accountMessages.registered };
    },
    { config: limits.perAddress('register') },
  );

  addEndpoint(
    fastify,
    endpoints.verifyOtp,
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limits.perEmail.verifyOtp.enforce(request, email);
      const tokens = await accounts.verifyEmail(email, request.body.otp);
      return { message: accountMessages.emailVerified, ...tokens };
    },
    { config: limits.perAddress('verifyOtp'), onRequest: [noStore] },
  );

  addEndpoint(
    fastify,
    endpoints.login,
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limits.signIn.enforce(request, email);
      const account = await accounts.authenticate(email, request.body.password);
      if (!account) {
        await limits.signIn.failed(request);
        throw new HttpError(401, accountMessages.invalidCredentials);
      }
      await limits.signIn.succeeded(request, email);
      if (!account.verified) {
        // A fresh code, unless one went out moments ago: that one still works.
        if (await limits.mail.take(request, email)) await accounts.resendVerificationCode(account.id, email);
        throw new HttpError(403, accountMessages.verifyEmailFirst, { code: errorCodes.emailNotVerified });
      }
      return accounts.signIn(account.id);
    },
    { config: limits.perAddress('login'), onRequest: [noStore] },
  );

  addEndpoint(
    fastify,
    endpoints.resendOtp,
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limits.mail.enforce(request, email);
      await accounts.resendRegistrationCode(email);
      return { message: accountMessages.codeResent, retryAfterSeconds: fastify.config.mailCooldownSeconds };
    },
    { config: limits.perAddress('resendOtp') },
  );

  addEndpoint(
    fastify,
    endpoints.forgotPassword,
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limits.mail.enforce(request, email);
      await accounts.startPasswordReset(email);
      return { message: accountMessages.resetCodeSent };
    },
    { config: limits.perAddress('forgotPassword') },
  );

  addEndpoint(
    fastify,
    endpoints.resetPassword,
    async (request) => {
      const { otp, newPassword } = request.body;
      const email = normalizeEmail(request.body.email);
      rejectCommonPassword(newPassword);
      await limits.perEmail.resetPassword.enforce(request, email);
      await accounts.resetPassword(email, otp, newPassword);
      await limits.signIn.passwordReset(email);
      return { message: accountMessages.passwordReset };
    },
    { config: limits.perAddress('resetPassword') },
  );

  addEndpoint(fastify, endpoints.refresh, async (request) => accounts.refresh(request.body.refreshToken), {
    onRequest: [noStore],
  });

  addEndpoint(fastify, endpoints.logout, async (request) => {
    const { refreshToken } = request.body;
    if (refreshToken) await accounts.logout(refreshToken);
    return { message: accountMessages.loggedOut };
  });
}
