import { BRAND_NAME, paths, type WaitlistBody, waitlistBody } from '@kindred/contract';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { ErrorBanner } from '../ErrorBanner';
import { FormField, useValidatedForm, validateWith } from '../FormField';
import { Icon } from '../icons';
import { Wordmark } from '../Wordmark';
import * as styles from './Waitlist.css';

export const waitlistStatuses = ['form', 'confirmation'] as const;

export type WaitlistProps = {
  status: (typeof waitlistStatuses)[number];
  /** The join request is running. */
  pending?: boolean;
  /** Why joining failed, shown above the form. */
  error?: string | null;
  onSubmit: (values: WaitlistBody) => void;
  /** Leaves the confirmation, back to the landing page. */
  onDone: () => void;
};

/** The waitlist for visitors without an invitation: an email to join, then a confirmation. */
export function Waitlist({ status, pending = false, error = null, onSubmit, onDone }: WaitlistProps) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Wordmark href={paths.landing} />
      </header>
      <main className={styles.main}>
        {status === 'form' ? (
          <WaitlistForm pending={pending} error={error} onSubmit={onSubmit} />
        ) : (
          <WaitlistConfirmation onDone={onDone} />
        )}
      </main>
    </div>
  );
}

const validate = validateWith(waitlistBody);

function WaitlistForm({ pending, error, onSubmit }: Pick<WaitlistProps, 'pending' | 'error' | 'onSubmit'>) {
  const titleId = useId();
  const { field, handleSubmit } = useValidatedForm({ email: '' }, validate);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h1 id={titleId} className={styles.title}>
          Join the Waitlist
        </h1>
        <p className={styles.text}>{`Be among the first to experience ${BRAND_NAME}`}</p>
      </div>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={handleSubmit((values) => {
          if (!pending) onSubmit(values);
        })}
      >
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
        <Button type="submit" size="large" fullWidth pending={pending}>
          {pending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </form>
    </section>
  );
}

const CheckIcon = () => (
  <Icon size="large">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

function WaitlistConfirmation({ onDone }: Pick<WaitlistProps, 'onDone'>) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the user just sent is gone: bring them (and their screen reader) to the news.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <section className={`${styles.panel} ${styles.centered}`} aria-labelledby={titleId}>
      <span className={styles.badge}>
        <CheckIcon />
      </span>
      <div className={`${styles.heading} ${styles.centered}`}>
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          You're already on the list!
        </h1>
        <p className={styles.text}>
          {`You're already in line for early access to ${BRAND_NAME}. We'll notify you when we launch.`}
        </p>
      </div>
      <Button size="large" fullWidth onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
