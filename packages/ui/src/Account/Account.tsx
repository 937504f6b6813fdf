import {
  type ChangePasswordBody,
  changePasswordBody,
  deleteAccountBody,
  MINIMUM_AGE,
  PROFILE_GENDERS,
} from '@kindred/contract';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import {
  genderOptions,
  initialProfileValues,
  OTHER_GENDER_LABEL,
  type ProfileSubmission,
  validateProfile,
} from '../CreateProfile/profileForm';
import { ErrorBanner } from '../ErrorBanner';
import { FormField, SelectField, useValidatedForm, validateWith } from '../FormField';
import { MainLandmark } from '../MainLandmark';
import { ScreenState } from '../ScreenState';
import * as styles from './Account.css';
import { accountTexts as texts } from './accountTexts';

export const accountStates = [
  'loading',
  'failed',
  'ready',
  'savingProfile',
  'changingPassword',
  'exporting',
  'confirmingDeletion',
  'deleting',
] as const;
export type AccountState = (typeof accountStates)[number];

export type AccountSection = 'load' | 'profile' | 'password' | 'export' | 'deletion';

/** The profile as the screen shows it. */
export type AccountProfile = { email: string; name: string; age: number | null; gender: string };

export type AccountProps = {
  state: AccountState;
  /** Null until the account has loaded. */
  profile: AccountProfile | null;
  error?: { section: AccountSection; message: string } | null;
  /** What just succeeded, confirmed next to it. */
  done?: 'profile' | 'password' | 'export' | null;
  onRetry: () => void;
  onSaveProfile: (profile: ProfileSubmission) => void;
  onChangePassword: (passwords: ChangePasswordBody) => void;
  onExport: () => void;
  onRequestDeletion: () => void;
  onCancelDeletion: () => void;
  onConfirmDeletion: (password: string) => void;
};

/** The profile form's fields filled from the stored profile: a gender outside the list is 'other', in its words. */
function profileValuesOf({ name, age, gender }: AccountProfile) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  const listed = (PROFILE_GENDERS as readonly string[]).includes(gender);
  return {
    ...initialProfileValues,
    firstName,
    lastName: rest.join(' '),
    age: age === null ? '' : String(age),
    gender: listed ? gender : 'other',
    otherGender: listed ? '' : gender,
  };
}

const validatePasswords = validateWith<{ currentPassword: string; newPassword: string }, ChangePasswordBody>(
  changePasswordBody,
);

/** The user's own account: edit the profile, change the password, download the data, delete the account. */
export function Account(props: AccountProps) {
  const { state, profile, error = null, onRetry } = props;
  if (state === 'loading' || !profile) {
    return state === 'failed' ? (
      <MainLandmark className={styles.root}>
        <ScreenState kind="error" title={texts.loadFailedTitle} message={error?.message} onRetry={onRetry} />
      </MainLandmark>
    ) : (
      <MainLandmark className={styles.root}>
        <ScreenState kind="loading" title={texts.loading} />
      </MainLandmark>
    );
  }
  return <AccountSections {...props} profile={profile} error={error} />;
}

function AccountSections({
  state,
  profile,
  error,
  done = null,
  onSaveProfile,
  onChangePassword,
  onExport,
  onRequestDeletion,
  onCancelDeletion,
  onConfirmDeletion,
}: AccountProps & { profile: AccountProfile }) {
  const ids = { title: useId(), profile: useId(), password: useId(), data: useId(), delete: useId() };
  const errorOf = (section: AccountSection) => (error?.section === section ? error.message : undefined);
  const busy = state !== 'ready';
  return (
    <main className={styles.root} aria-labelledby={ids.title}>
      <header className={styles.heading}>
        <h1 id={ids.title} className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
      </header>

      <section className={styles.section} aria-labelledby={ids.profile}>
        <h2 id={ids.profile} className={styles.sectionHeading}>
          {texts.profileTitle}
        </h2>
        <p className={styles.hint}>{profile.email}</p>
        <ProfileForm
          // A fresh form when the stored profile changes, e.g. after a save.
          key={`${profile.name}|${profile.age}|${profile.gender}`}
          profile={profile}
          pending={state === 'savingProfile'}
          disabled={busy}
          onSubmit={onSaveProfile}
        />
        <Outcome error={errorOf('profile')} done={done === 'profile' ? texts.profileSaved : undefined} />
      </section>

      <section className={styles.section} aria-labelledby={ids.password}>
        <h2 id={ids.password} className={styles.sectionHeading}>
          {texts.passwordTitle}
        </h2>
        <p className={styles.hint}>{texts.passwordHint}</p>
        <PasswordForm
          key={done === 'password' ? 'changed' : 'form'}
          pending={state === 'changingPassword'}
          disabled={busy}
          onSubmit={onChangePassword}
        />
        <Outcome error={errorOf('password')} done={done === 'password' ? texts.passwordChanged : undefined} />
      </section>

      <section className={styles.section} aria-labelledby={ids.data}>
        <h2 id={ids.data} className={styles.sectionHeading}>
          {texts.dataTitle}
        </h2>
        <p className={styles.hint}>{texts.dataHint}</p>
        <div className={styles.actions}>
          <Button variant="secondary" pending={state === 'exporting'} disabled={busy} onClick={onExport}>
            {state === 'exporting' ? texts.exporting : texts.exportData}
          </Button>
        </div>
        <Outcome error={errorOf('export')} done={done === 'export' ? texts.exported : undefined} />
      </section>

      <section className={`${styles.section} ${styles.danger}`} aria-labelledby={ids.delete}>
        <h2 id={ids.delete} className={styles.sectionHeading}>
          {texts.deleteTitle}
        </h2>
        <p className={styles.hint}>{texts.deleteHint}</p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={onRequestDeletion}>
            {texts.deleteAccount}
          </Button>
        </div>
      </section>

      {(state === 'confirmingDeletion' || state === 'deleting') && (
        <DeletionDialog
          pending={state === 'deleting'}
          error={errorOf('deletion')}
          onCancel={onCancelDeletion}
          onConfirm={onConfirmDeletion}
        />
      )}
    </main>
  );
}

function Outcome({ error, done }: { error?: string; done?: string }) {
  if (error) return <ErrorBanner>{error}</ErrorBanner>;
  return (
    <p className={styles.notice} role="status">
      {done}
    </p>
  );
}

function ProfileForm({
  profile,
  pending,
  disabled,
  onSubmit,
}: {
  profile: AccountProfile;
  pending: boolean;
  disabled: boolean;
  onSubmit: (profile: ProfileSubmission) => void;
}) {
  const { values, field, handleSubmit } = useValidatedForm(profileValuesOf(profile), validateProfile);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((submission) => {
        if (!disabled) onSubmit(submission);
      })}
    >
      <div className={styles.pair}>
        <FormField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className={styles.pair}>
        <FormField label="Age" type="number" inputMode="numeric" min={MINIMUM_AGE} {...field('age')} />
        <SelectField label="Gender" autoComplete="sex" options={genderOptions} {...field('gender')} />
      </div>
      {values.gender === 'other' && <FormField label={OTHER_GENDER_LABEL} {...field('otherGender')} />}
      <div className={styles.actions}>
        <Button type="submit" pending={pending} disabled={disabled && !pending}>
          {pending ? texts.savingProfile : texts.saveProfile}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm({
  pending,
  disabled,
  onSubmit,
}: {
  pending: boolean;
  disabled: boolean;
  onSubmit: (passwords: ChangePasswordBody) => void;
}) {
  const { field, handleSubmit } = useValidatedForm({ currentPassword: '', newPassword: '' }, validatePasswords);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((passwords) => {
        if (!disabled) onSubmit(passwords);
      })}
    >
      <div className={styles.pair}>
        <FormField
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <FormField label={texts.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" pending={pending} disabled={disabled && !pending}>
          {pending ? texts.changingPassword : texts.changePassword}
        </Button>
      </div>
    </form>
  );
}

const validateDeletion = validateWith<{ password: string }, { password: string }>(deleteAccountBody);

function DeletionDialog({
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  pending: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { field, handleSubmit } = useValidatedForm({ password: '' }, validateDeletion);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape cancels, unless the deletion is already on its way.
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={handleSubmit(({ password }) => {
          if (!pending) onConfirm(password);
        })}
      >
        <h2 id={titleId} className={styles.sectionHeading}>
          {texts.dialogTitle}
        </h2>
        <p>{texts.dialogLead}</p>
        <ul className={styles.losses}>
          {texts.losses.map((loss) => (
            <li key={loss}>{loss}</li>
          ))}
        </ul>
        <FormField
          label={texts.dialogPassword}
          type="password"
          autoComplete="current-password"
          autoFocus
          {...field('password')}
        />
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            // Keeps the focus in the password field: its blur would show its message and move this button from under the pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onCancel}
          >
            {texts.cancel}
          </Button>
          <Button type="submit" pending={pending}>
            {pending ? texts.deleting : texts.confirmDelete}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
