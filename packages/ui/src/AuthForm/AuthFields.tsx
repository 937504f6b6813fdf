import type { ReactNode } from 'react';
import { Button } from '../Button';
import { FormField, type FormValues, useValidatedForm, validateWith } from '../FormField';
import * as styles from './AuthForm.css';
import { type AuthFormSubmission, authFormDefinitions } from './authFormFields';
import { type AuthMode, authFormTexts } from './authFormTexts';

type AuthFieldsProps = {
  mode: AuthMode;
  /** Fills the email fields, so an address typed in one step need not be typed again. */
  email: string;
  /** A code already entered in otp mode: setNewPassword then asks only for the password. */
  otp: string;
  pending: boolean;
  titleId: string;
  onSubmit: (submission: AuthFormSubmission) => void;
  /** Shown between the fields and the submit button. */
  children?: ReactNode;
};

/** The fields and submit button of one mode; mounted afresh (by key) whenever the form must reset. */
export function AuthFields({ mode, email, otp, pending, titleId, onSubmit, children }: AuthFieldsProps) {
  const { schema, fields } = authFormDefinitions[mode];
  const knownOtp = mode === 'setNewPassword' ? otp : '';
  const prefilled: Partial<FormValues> = { email, otp: knownOtp };
  const { field, handleSubmit } = useValidatedForm(
    Object.fromEntries(fields.map(({ name }) => [name, prefilled[name] ?? ''])),
    validateWith(schema),
  );

  const submit = handleSubmit((values) => {
    if (!pending) onSubmit({ mode, values } as AuthFormSubmission);
  });

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit}>
      {fields
        .filter(({ name }) => !(name === 'otp' && knownOtp))
        .map(({ name, ...config }) => (
          <FormField key={name} {...config} {...field(name)} />
        ))}
      {children}
      <Button type="submit" size="large" fullWidth pending={pending}>
        {authFormTexts[mode].submit}
      </Button>
    </form>
  );
}
