import type { ReactNode } from 'react';
import { LockIcon } from '../icons';
import * as styles from './LockOverlay.css';

export const lockOverlayLayouts = ['inline', 'stacked'] as const;
export const lockOverlayRadii = ['input', 'card', 'sheet', 'full'] as const;

export type LockOverlayProps = {
  /** A short word or two on the overlay, e.g. what unlocks it. */
  label: string;
  /** The locked content: shown dimmed, unreachable by pointer, keyboard and screen reader. */
  children: ReactNode;
  /** `inline` for a single control such as a button, `stacked` for a section or card. */
  layout?: (typeof lockOverlayLayouts)[number];
  /** Match the corners of the content it covers. */
  radius?: (typeof lockOverlayRadii)[number];
};

export function LockOverlay({ label, children, layout = 'stacked', radius = 'card' }: LockOverlayProps) {
  return (
    <div className={`${styles.root} ${styles.radius[radius]}`}>
      <div className={styles.content({ layout })} inert>
        {children}
      </div>
      <div className={`${styles.overlay({ layout })} ${styles.radius[radius]}`}>
        <span className={styles.badge({ layout })}>
          <LockIcon size={layout === 'inline' ? 'small' : 'large'} />
        </span>
        <span className={styles.label}>{label}</span>
      </div>
    </div>
  );
}
