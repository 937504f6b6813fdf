import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import * as styles from './FormField.css';
import { ChevronDownIcon } from './fieldIcons';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id' | 'children'> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled dropdown with its error text, styled like the text fields beside it. */
export function SelectField({ label, error, options, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(ids) => (
        <div className={styles.control}>
          <select {...selectProps} {...ids} className={styles.input({ invalid: Boolean(error), trailing: true })}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.trailingIcon}>
            <ChevronDownIcon size="small" />
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
