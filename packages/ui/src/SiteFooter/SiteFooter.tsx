import { BRAND_NAME, paths } from '@kindred/contract';
import type { ReactNode } from 'react';
import { TextLink } from '../TextLink';
import * as styles from './SiteFooter.css';

export const footerLinks = [
  { label: 'About', href: paths.about },
  { label: 'Product', href: paths.product },
  { label: 'Team', href: paths.team },
  { label: 'Privacy', href: paths.privacy },
  { label: 'Terms', href: paths.terms },
] as const;

export type SiteFooterProps = {
  /** Shown at the bottom right, e.g. the link to the social profile. */
  end?: ReactNode;
};

/** The foot of every public screen: the information pages, the copyright, and an optional extra. */
export function SiteFooter({ end }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.start}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footerLinks.map(({ label, href }) => (
              <li key={href}>
                <TextLink href={href} tone="muted" underline="hover">
                  {label}
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>© 2025 {BRAND_NAME}</p>
      </div>
      {end && <div className={styles.end}>{end}</div>}
    </footer>
  );
}
