import { paths } from '@kindred/contract';
import { type ReactNode, useId } from 'react';
import type { CharacterCardView } from '../CharacterCard';
import * as styles from './Dashboard.css';
import { FantasyPreview } from './FantasyPreview';
import { FeaturedMosaic } from './FeaturedMosaic';
import { Hero } from './Hero';
import { QuickActions } from './QuickActions';

export type DashboardProps = {
  /** The featured characters; the first three show. */
  featured: readonly CharacterCardView[];
  featuredLoading: boolean;
  /** Goes to one of the app's paths, e.g. `/browse`. */
  onNavigate: (path: string) => void;
};

/** Home: the hero, shortcuts, featured characters and a glimpse of the Fantasy realm. */
export function Dashboard({ featured, featuredLoading, onNavigate }: DashboardProps) {
  return (
    <main className={styles.root}>
      <Hero />
      <QuickActions onNavigate={onNavigate} />
      <Section title="Featured Characters" eyebrow="Handpicked for you">
        <FeaturedMosaic
          characters={featured}
          loading={featuredLoading}
          onStartMatching={() => onNavigate(paths.browse)}
        />
      </Section>
      <Section title="Fantasy Characters" eyebrow="A new realm">
        <FantasyPreview />
      </Section>
    </main>
  );
}

function Section({ title, eyebrow, children }: { title: string; eyebrow: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
      </header>
      {children}
    </section>
  );
}
