import { useId } from 'react';
import { Button } from '../Button';
import type { CharacterProfileView } from './characterProfileView';
import * as styles from './ProfilePanels.css';

export type AboutPanelProps = {
  character: Pick<CharacterProfileView, 'bio' | 'personality' | 'backgroundStory' | 'flawsAndFears' | 'dreamsAndGoals'>;
  showMore: boolean;
  onToggleShowMore: () => void;
};

/** The bio and personality, with the longer story behind 'Show more'. */
export function AboutPanel({ character, showMore, onToggleShowMore }: AboutPanelProps) {
  const moreId = useId();
  const details = [
    { title: 'Background Story', text: character.backgroundStory },
    { title: 'Flaws & Fears', text: character.flawsAndFears },
    { title: 'Dreams & Goals', text: character.dreamsAndGoals },
  ].filter((detail) => detail.text);

  return (
    <div className={styles.stack}>
      <p className={styles.bio}>{character.bio}</p>

      <section className={styles.block}>
        <h2 className={styles.blockTitle}>Personality</h2>
        {character.personality.length > 0 ? (
          <ul className={styles.chips}>
            {character.personality.map((trait) => (
              <li key={trait} className={styles.chip}>
                {trait}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No personality traits specified</p>
        )}
      </section>

      <div id={moreId} className={styles.details} hidden={!showMore}>
        {details.map((detail) => (
          <section key={detail.title} className={styles.block}>
            <h2 className={styles.blockTitle}>{detail.title}</h2>
            <p className={styles.text}>{detail.text}</p>
          </section>
        ))}
      </div>

      <div>
        <Button variant="secondary" aria-expanded={showMore} aria-controls={moreId} onClick={onToggleShowMore}>
          {showMore ? 'Show less' : 'Show more'}
        </Button>
      </div>
    </div>
  );
}
