import { interestIcon } from './interestIcons';
import * as styles from './ProfilePanels.css';

export type InterestsPanelProps = { interests: readonly string[] };

/** What the character loves, each with an icon. */
export function InterestsPanel({ interests }: InterestsPanelProps) {
  if (interests.length === 0) return <p className={styles.muted}>No interests specified</p>;
  return (
    <ul className={styles.interests}>
      {interests.map((interest) => {
        const Glyph = interestIcon(interest);
        return (
          <li key={interest} className={styles.interest}>
            <span className={styles.interestBadge}>
              <Glyph />
            </span>
            {interest}
          </li>
        );
      })}
    </ul>
  );
}
