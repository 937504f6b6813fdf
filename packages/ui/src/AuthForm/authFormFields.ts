import {
  type ForgotPasswordBody,
  forgotPasswordBody,
  type LoginBody,
  loginBody,
  OTP_LENGTH,
  type OtpVerifyBody,
  otpVerifyBody,
  type RegisterBody,
  type ResetPasswordBody,
  registerBody,
  resetPasswordBody,
} from '@kindred/contract';
import type { FormFieldProps, ValidationSchema } from '../FormField';
import { type AuthMode, PASSWORD_HINT } from './authFormTexts';

/** What each mode submits, already validated by the contract's schema (emails trimmed). */
export type AuthFormSubmission =
  | { mode: 'login'; values: LoginBody }
  | { mode: 'register'; values: RegisterBody }
  | { mode: 'otp'; values: Pick<OtpVerifyBody, 'otp'> }
  | { mode: 'forgotPassword'; values: ForgotPasswordBody }
  | { mode: 'setNewPassword'; values: Omit<ResetPasswordBody, 'email'> };

type AuthFieldName = 'email' | 'password' | 'invitationCode' | 'otp' | 'newPassword';

export type AuthFieldConfig = Omit<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: AuthFieldName;
};

const email: AuthFieldConfig = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
};
const currentPassword: AuthFieldConfig = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'current-password',
};
const invitationCode: AuthFieldConfig = {
  name: 'invitationCode',
  label: 'Invitation Code',
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
};
const otp: AuthFieldConfig = {
  name: 'otp',
  label: 'Verification Code',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: OTP_LENGTH,
  code: true,
};

type AuthFormDefinition = {
  schema: ValidationSchema<AuthFormSubmission['values']>;
  fields: readonly AuthFieldConfig[];
};

/** The fields of each mode, in order, and the contract schema that checks them. */
export const authFormDefinitions: Record<AuthMode, AuthFormDefinition> = {
  login: { schema: loginBody, fields: [email, currentPassword] },
  register: {
    schema: registerBody,
    fields: [email, { ...currentPassword, autoComplete: 'new-password', hint: PASSWORD_HINT }, invitationCode],
  },
  otp: { schema: otpVerifyBody.pick({ otp: true }), fields: [otp] },
  forgotPassword: { schema: forgotPasswordBody, fields: [email] },
  setNewPassword: {
    schema: resetPasswordBody.omit({ email: true }),
    fields: [
      otp,
      {
        ...currentPassword,
        name: 'newPassword',
        label: 'New Password',
        autoComplete: 'new-password',
        hint: PASSWORD_HINT,
      },
    ],
  },
};
