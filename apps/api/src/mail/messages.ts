import { BRAND_NAME } from '@kindred/contract';
import type { Mail } from './mailer';

/** Every mail the server sends. Each code mail holds the code as the only 6-digit number. */

export const CODE_LIFETIME_MINUTES = 10;

export function verificationCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${BRAND_NAME} verification code`,
    text: [
      `Your ${BRAND_NAME} verification code is ${code}.`,
      `Enter it to finish creating your account. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
      `If you did not ask to join ${BRAND_NAME}, you can ignore this email.`,
    ].join('\n\n'),
  };
}

export function passwordResetCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${BRAND_NAME} password reset code`,
    text: [
      `Your ${BRAND_NAME} password reset code is ${code}.`,
      `Enter it to choose a new password. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
    ].join('\n\n'),
  };
}

export function alreadyRegisteredMail(to: string): Mail {
  return {
    to,
    subject: `Your ${BRAND_NAME} account`,
    text: [
      `Someone tried to create a ${BRAND_NAME} account with this email address, which already has one.`,
      'If it was you, sign in instead, or use "Forgot Password?" to choose a new password.',
      'If it was not you, you can ignore this email: nothing has changed.',
    ].join('\n\n'),
  };
}
