import { type ReactNode, useId } from 'react';
import * as styles from './FormField.css';

export type FieldControlIds = {
  id: string;
  /** Points the control at its error text, so a screen reader reads the error with the field. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldFrameProps = {
  label: string;
  error?: string | null;
  /** What the field accepts, said before the user types (e.g. a password's rules); read with the field. */
  hint?: string;
  /** Draws the control, wired to the label and the error text. */
  children: (ids: FieldControlIds) => ReactNode;
};

/** The label above a control and its error text below: the part every field of every form shares. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
