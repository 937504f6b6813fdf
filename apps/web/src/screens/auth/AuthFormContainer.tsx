import { paths } from '@kindred/contract';
import {
  authFormMachine,
  authFormMode,
  isAuthFormPending,
  resendCodeState,
  signInWithSession,
} from '@kindred/machines';
import { AuthForm, type AuthFormSubmission, type AuthMode } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { withDisplayError } from './displayError';

const modeEvents = {
  login: { type: 'user.showLogin' },
  register: { type: 'user.showRegister' },
  forgotPassword: { type: 'user.showForgotPassword' },
} as const;

/** The five-mode authentication form, driven by the authForm machine against the real API. */
export function AuthFormContainer() {
  const { client, session } = useServices();
  const navigate = useNavigate();
  const form = useActorRef(
    authFormMachine.provide({
      actors: {
        logIn: fromPromise(({ input }) => withDisplayError(client.api.login(input))),
        register: fromPromise(({ input }) => withDisplayError(client.api.register(input))),
        verifyOtp: fromPromise(({ input }) => withDisplayError(client.api.verifyOtp(input))),
        requestPasswordReset: fromPromise(({ input }) => withDisplayError(client.api.forgotPassword(input))),
        resetPassword: fromPromise(({ input }) => withDisplayError(client.api.resetPassword(input))),
        resendOtp: fromPromise(({ input }) => withDisplayError(client.api.resendOtp(input))),
        signIn: fromPromise(({ input }) => withDisplayError(signInWithSession(session, input))),
      },
      actions: {
        navigateToDashboard: () => void navigate(paths.dashboard, { replace: true }),
      },
    }),
  );
  const mode = useSelector(form, authFormMode);
  const pending = useSelector(form, isAuthFormPending);
  const resend = useSelector(form, resendCodeState, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const { email, otp, error, notice, formKey } = useSelector(form, (snapshot) => snapshot.context);

  const submit = (submission: AuthFormSubmission) => {
    switch (submission.mode) {
      case 'login':
        return form.send({ type: 'user.submitLogin', values: submission.values });
      case 'register':
        return form.send({ type: 'user.submitRegister', values: submission.values });
      case 'otp':
        return form.send({ type: 'user.submitOtp', otp: submission.values.otp });
      case 'forgotPassword':
        return form.send({ type: 'user.submitForgotPassword', values: submission.values });
      case 'setNewPassword':
        return form.send({ type: 'user.submitSetNewPassword', ...submission.values });
    }
  };

  const changeMode = (next: AuthMode) => {
    if (next in modeEvents) form.send(modeEvents[next as keyof typeof modeEvents]);
  };

  return (
    <AuthForm
      mode={mode}
      email={email}
      otp={otp}
      pending={pending}
      error={error}
      notice={notice}
      resend={resend}
      formKey={formKey}
      onResendCode={() => form.send({ type: 'user.resendCode' })}
      onSubmit={submit}
      onModeChange={changeMode}
    />
  );
}
