import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { FieldFrame } from './FieldFrame';
import * as styles from './FormField.css';
import { EyeIcon, EyeOffIcon } from './fieldIcons';

export const formFieldTypes = ['text', 'email', 'password', 'number'] as const;

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'type'> & {
  label: string;
  name: string;
  type?: (typeof formFieldTypes)[number];
  /** Shown under the input; the input is marked invalid while there is one. */
  error?: string | null;
  /** What the field accepts, shown under it before anything is typed. */
  hint?: string;
  /** Styles the input for a one-time code. */
  code?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error text; a password input gets a button that shows or hides what was typed. */
export function FormField({ label, error, hint, type = 'text', code = false, ...inputProps }: FormFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(ids) => (
        <div className={styles.control}>
          <input
            {...inputProps}
            {...ids}
            type={isPassword && revealed ? 'text' : type}
            className={styles.input({ invalid: Boolean(error), code, trailing: isPassword })}
          />
          {isPassword && (
            <button
              type="button"
              className={styles.trailingButton}
              aria-label="Show password"
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
