import type { ReactNode } from 'react';
import * as styles from './StaticPage.css';

/** Short facts side by side: features, milestones, contacts. */
export function StaticCards({ children }: { children: ReactNode }) {
  return <ul className={styles.cardGrid}>{children}</ul>;
}

export function StaticCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.card}>
      {icon && <span className={styles.cardIcon}>{icon}</span>}
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </li>
  );
}
