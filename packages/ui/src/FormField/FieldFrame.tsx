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
  /** Draws the control, wired to the label and the error text. */
  children: (ids: FieldControlIds) => ReactNode;
};

/** The label above a control and its error text below: the part every field of every form shares. */
export function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
