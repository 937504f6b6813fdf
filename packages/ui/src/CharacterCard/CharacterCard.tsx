import type { ReactNode } from 'react';
import { useLinkComponent } from '../TextLink';
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
  /** The character's profile: the card is a link to it, so it can open in a new tab or be copied. */
  href: string;
  /** `portrait` keeps the 3:4 ratio; `fill` takes the height its grid cell gives it. */
  layout?: (typeof characterCardLayouts)[number];
  /** `feature` for the lead card of a mosaic, `compact` for dense grids. */
  size?: (typeof characterCardSizes)[number];
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
};

/** A character's portrait with their name over it; the whole card is a link to their profile. */
export function CharacterCard({
  name,
  imageUrl,
  meta,
  bio,
  href,
  layout = 'portrait',
  size = 'standard',
  headingLevel = 3,
  priority = false,
}: CharacterCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Link = useLinkComponent();
  return (
    <article className={styles.card({ layout })}>
      {size === 'feature' && (
        // A wide card would crop the portrait to a close-up: it stands whole on a blurred copy of itself.
        <Portrait src={imageUrl} alt="" className={styles.backdrop} loading={priority ? 'eager' : 'lazy'} />
      )}
      <Portrait src={imageUrl} alt="" className={styles.image({ size })} loading={priority ? 'eager' : 'lazy'} />
      <div className={styles.body({ size })}>
        <Heading className={styles.name({ size })}>
          {/* One link named by the character; it stretches over the whole card. */}
          <Link href={href} className={styles.open}>
            {name}
          </Link>
        </Heading>
        {meta && <p className={styles.meta({ size })}>{meta}</p>}
        {bio && <p className={styles.bio({ size })}>{bio}</p>}
      </div>
    </article>
  );
}
