import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'medium', 'large'] as const;

export type IconProps = { size?: (typeof iconSizes)[number] };

/** A decorative line icon drawn in the current text colour; the control around it carries the name. */
export function Icon({ size = 'medium', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={`${styles.icon} ${styles.size[size]}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
