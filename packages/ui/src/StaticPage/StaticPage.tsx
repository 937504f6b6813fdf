import { BRAND_NAME, paths } from '@kindred/contract';
import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../Button';
import { ArrowLeftIcon } from '../icons';
import { SiteFooter } from '../SiteFooter';
import { TextLink } from '../TextLink';
import { Wordmark } from '../Wordmark';
import * as styles from './StaticPage.css';

export type StaticPageProps = {
  /** A word above the title naming the page, e.g. 'About'. */
  eyebrow: string;
  title: string;
  lede?: ReactNode;
  /** When the text was last revised, e.g. 'September 2025'; shown on legal pages. */
  lastUpdated?: string;
  /** Invites the reader to join the waitlist at the end of the page. */
  withWaitlistLink?: boolean;
  children: ReactNode;
};

/** The frame of the public information pages: the way back, the title, the text, and the way in. */
export function StaticPage({ eyebrow, title, lede, lastUpdated, withWaitlistLink = false, children }: StaticPageProps) {
  const waitlistTitleId = useId();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Wordmark href={paths.landing} />
        <TextLink href={paths.landing} tone="primary" underline="hover" weight="medium">
          <ArrowLeftIcon size="small" />
          Back to home
        </TextLink>
      </header>

      <main className={styles.main}>
        <article className={styles.article}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h1 className={styles.title}>{title}</h1>
            {lastUpdated && <p className={styles.meta}>Last updated {lastUpdated}</p>}
            {lede && <p className={styles.lede}>{lede}</p>}
          </div>

          <div className={styles.body}>{children}</div>

          {withWaitlistLink && (
            <aside className={styles.waitlist} aria-labelledby={waitlistTitleId}>
              <h2 id={waitlistTitleId} className={styles.waitlistTitle}>
                {BRAND_NAME} opens by invitation.
              </h2>
              <p className={styles.waitlistText}>Join the waitlist and we'll notify you when we launch.</p>
              <ButtonLink href={paths.waitlist}>Join the Waitlist</ButtonLink>
            </aside>
          )}
        </article>
      </main>

      <SiteFooter />
    </div>
  );
}
