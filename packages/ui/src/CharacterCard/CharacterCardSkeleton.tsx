import type { CharacterCardProps } from './CharacterCard';
import * as styles from './CharacterCardSkeleton.css';

export type CharacterCardSkeletonProps = Pick<CharacterCardProps, 'layout'> & { className?: string };

/** Where a character card will appear once loaded; decoration only, the loading state is announced elsewhere. */
export function CharacterCardSkeleton({ layout = 'portrait', className }: CharacterCardSkeletonProps) {
  return <div className={`${styles.skeleton({ layout })} ${className ?? ''}`} aria-hidden="true" />;
}
