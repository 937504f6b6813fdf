import { useId } from 'react';
import { Button } from '../Button';
import { ErrorBanner, NoticeBanner } from '../ErrorBanner';
import { AuthFields } from './AuthFields';
import * as styles from './AuthForm.css';
import { AuthLinks, ModeLink } from './AuthLinks';
import type { AuthFormSubmission } from './authFormFields';
import { type AuthMode, authFormTexts, googleModes, RESET_CODE_SENT_TO, resendCodeTexts } from './authFormTexts';
import { GoogleSignIn } from './GoogleSignIn';

/** Where "Send a new code" stands: ready, sending, or waiting out the server's pause between mails. */
export type ResendCodeState =
  | { status: 'ready' }
  | { status: 'sending' }
  | { status: 'coolingDown'; secondsLeft: number };

export type AuthFormProps = {
  mode: AuthMode;
  /** The address the flow is about: named in the otp subtitle and filled into email fields. */
  email?: string;
  /** The code entered in otp mode, kept for setNewPassword (which then asks only for the new password). */
  otp?: string;
  /** A request is running: the submit button shows a spinner. */
  pending?: boolean;
  /** The one message of the last failure, shown in a banner above the form. */
  error?: string | null;
  /** Good news from the server (a new code sent, a password reset), shown in a green banner above the form. */
  notice?: string | null;
  /** Otp mode: where asking for a new code stands. */
  resend?: ResendCodeState;
  /** Otp mode: asks the server to mail a new code. */
  onResendCode?: () => void;
  /** Changes whenever the form must start empty again. */
  formKey?: string | number;
  onSubmit: (submission: AuthFormSubmission) => void;
  onModeChange: (mode: AuthMode) => void;
  /** Unreachable while Google sign-in is locked; kept so the button works the day it opens. */
  onGoogleSignIn?: () => void;
};

/** Sign in, sign up, verify the email, and reset a forgotten password: the five modes of one form. */
export function AuthForm({
  mode,
  email = '',
  otp = '',
  pending = false,
  error = null,
  notice = null,
  resend = { status: 'ready' },
  formKey = 0,
  onSubmit,
  onModeChange,
  onResendCode,
  onGoogleSignIn,
}: AuthFormProps) {
  const titleId = useId();
  const texts = authFormTexts[mode];
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.subtitle}>
          {texts.subtitle}
          {mode === 'otp' && (
            <>
              {' '}
              <strong className={styles.email}>{email}</strong>
            </>
          )}
        </p>
        {mode === 'setNewPassword' && email && (
          <p className={styles.subtitle}>
            {RESET_CODE_SENT_TO} <strong className={styles.email}>{email}</strong>.
          </p>
        )}
      </header>

      {notice && <NoticeBanner>{notice}</NoticeBanner>}
      {error && <ErrorBanner>{error}</ErrorBanner>}

      <AuthFields
        key={`${mode}:${formKey}`}
        mode={mode}
        email={email}
        otp={otp}
        pending={pending}
        titleId={titleId}
        onSubmit={onSubmit}
      >
        {mode === 'login' && (
          <div className={styles.forgotPassword}>
            <ModeLink action="Forgot Password?" onClick={() => onModeChange('forgotPassword')} />
          </div>
        )}
      </AuthFields>

      {mode === 'otp' && (
        <Button
          variant="secondary"
          fullWidth
          pending={resend.status === 'sending'}
          disabled={resend.status === 'coolingDown'}
          onClick={onResendCode}
        >
          {resend.status === 'coolingDown' ? resendCodeTexts.coolingDown(resend.secondsLeft) : resendCodeTexts.ready}
        </Button>
      )}

      {googleModes.includes(mode) && <GoogleSignIn onGoogleSignIn={onGoogleSignIn} />}

      <AuthLinks mode={mode} onModeChange={onModeChange} />
    </div>
  );
}
