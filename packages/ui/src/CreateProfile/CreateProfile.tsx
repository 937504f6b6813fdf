import { MINIMUM_AGE } from '@kindred/contract';
import { useId } from 'react';
import { Button } from '../Button';
import { FormField, SelectField, useValidatedForm } from '../FormField';
import { Wordmark } from '../Wordmark';
import * as styles from './CreateProfile.css';
import {
  genderOptions,
  initialProfileValues,
  OTHER_GENDER_LABEL,
  type ProfileSubmission,
  validateProfile,
} from './profileForm';

export type CreateProfileProps = {
  /** The profile is being saved. */
  pending?: boolean;
  onSubmit: (profile: ProfileSubmission) => void;
};

/** The one step between a new account and the app: a name, an age and, if they wish, a gender. */
export function CreateProfile({ pending = false, onSubmit }: CreateProfileProps) {
  const titleId = useId();
  const { values, field, handleSubmit } = useValidatedForm(initialProfileValues, validateProfile);
  return (
    <main className={styles.root}>
      <Wordmark />
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            Complete Your Profile
          </h1>
          <p className={styles.subtitle}>Let's personalize your experience</p>
        </div>
        <form
          className={styles.form}
          aria-labelledby={titleId}
          noValidate
          onSubmit={handleSubmit((profile) => {
            if (!pending) onSubmit(profile);
          })}
        >
          <div className={styles.pair}>
            <FormField label="First Name" autoComplete="given-name" {...field('firstName')} />
            <FormField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          </div>
          <div className={styles.agePair}>
            <FormField label="Age" type="number" inputMode="numeric" min={MINIMUM_AGE} {...field('age')} />
            <SelectField label="Gender" autoComplete="sex" options={genderOptions} {...field('gender')} />
          </div>
          {values.gender === 'other' && <FormField label={OTHER_GENDER_LABEL} {...field('otherGender')} />}
          <Button type="submit" size="large" fullWidth pending={pending}>
            {pending ? 'Creating...' : 'Complete Profile'}
          </Button>
        </form>
      </section>
    </main>
  );
}
