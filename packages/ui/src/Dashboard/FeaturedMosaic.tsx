import { characterPath, FEATURED_BIO_CUT, FEATURED_CHARACTERS } from '@kindred/contract';
import { Button } from '../Button';
import { CharacterCard, CharacterCardSkeleton, type CharacterCardView } from '../CharacterCard';
import { ScreenState } from '../ScreenState';
import { cutAtWordBoundary } from '../text';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './FeaturedMosaic.css';

export type FeaturedMosaicProps = {
  characters: readonly CharacterCardView[];
  loading: boolean;
  onStartMatching: () => void;
};

/** Three characters in a mosaic: the first large, the others beside it. */
export function FeaturedMosaic({ characters, loading, onStartMatching }: FeaturedMosaicProps) {
  if (loading) {
    return (
      <div role="status">
        <span className={visuallyHidden}>Loading featured characters…</span>
        <div className={styles.mosaic}>
          {Array.from({ length: FEATURED_CHARACTERS }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
            <CharacterCardSkeleton key={slot} layout="fill" className={styles.slot} />
          ))}
        </div>
      </div>
    );
  }

  if (characters.length === 0) {
    return (
      <ScreenState
        kind="empty"
        size="section"
        title="No featured characters yet."
        message="New faces arrive all the time. Start matching to meet everyone else."
        action={<Button onClick={onStartMatching}>Start Matching</Button>}
      />
    );
  }

  return (
    <ul className={styles.mosaic}>
      {characters.slice(0, FEATURED_CHARACTERS).map((character, position) => (
        <li key={character.id} className={styles.slot}>
          <CharacterCard
            name={character.name}
            imageUrl={character.profileImageUrl}
            bio={cutAtWordBoundary(character.bio, FEATURED_BIO_CUT)}
            layout="fill"
            size={position === 0 ? 'feature' : 'standard'}
            priority
            href={characterPath(character.id)}
          />
        </li>
      ))}
    </ul>
  );
}
