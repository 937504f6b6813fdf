import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export type SpinnerProps = {
  size?: (typeof spinnerSizes)[number];
  /** Announced to screen readers; without it the spinner is decoration for a control that says it is busy. */
  label?: string;
};

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const circle = (
    <svg className={`${styles.spinner} ${styles.size[size]}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return circle;
  return (
    <span role="status" className={styles.status}>
      {circle}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
