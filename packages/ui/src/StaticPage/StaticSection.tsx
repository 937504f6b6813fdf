import type { ReactNode } from 'react';
import * as styles from './StaticPage.css';

/** A titled part of a static page; paragraphs and lists inside it take the page's reading style. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
