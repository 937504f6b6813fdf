import type { ReactNode } from 'react';
import * as styles from './CharacterCard.css';
import { Portrait } from './Portrait';

export const characterCardLayouts = ['portrait', 'fill'] as const;
export const characterCardSizes = ['standard', 'compact', 'feature'] as const;

export type CharacterCardProps = {
  name: string;
  imageUrl: string;
  /** A line under the name, e.g. '27 · female'. */
  meta?: ReactNode;
  /** A short text, clamped to two lines. */
  bio?: string;
  onOpen: () => void;
  /** `portrait` keeps the 3:4 ratio; `fill` takes the height its grid cell gives it. */
  layout?: (typeof characterCardLayouts)[number];
  /** `feature` for the lead card of a mosaic, `compact` for dense grids. */
  size?: (typeof characterCardSizes)[number];
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
};

/** A character's portrait with their name over it; the whole card opens their profile. */
export function CharacterCard({
  name,
  imageUrl,
  meta,
  bio,
  onOpen,
  layout = 'portrait',
  size = 'standard',
  headingLevel = 3,
  priority = false,
}: CharacterCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card({ layout })}>
      {size === 'feature' && (
        // A wide card would crop the portrait to a close-up: it stands whole on a blurred copy of itself.
        <Portrait src={imageUrl} alt="" className={styles.backdrop} loading={priority ? 'eager' : 'lazy'} />
      )}
      <Portrait src={imageUrl} alt="" className={styles.image({ size })} loading={priority ? 'eager' : 'lazy'} />
      <div className={styles.body({ size })}>
        <Heading className={styles.name({ size })}>
          {/* One link-like control named by the character; it stretches over the whole card. */}
          <button type="button" className={styles.open} onClick={onOpen}>
            {name}
          </button>
        </Heading>
        {meta && <p className={styles.meta({ size })}>{meta}</p>}
        {bio && <p className={styles.bio({ size })}>{bio}</p>}
      </div>
    </article>
  );
}
