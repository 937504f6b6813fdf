import { useState } from 'react';
import * as styles from './CharacterAvatar.css';

export const characterAvatarSizes = ['medium', 'large'] as const;

export type CharacterAvatarProps = {
  name: string;
  /** The portrait; empty or failing to load, the avatar shows the name's initial instead. */
  imageUrl: string;
  size?: (typeof characterAvatarSizes)[number];
};

/** A character's round portrait. Decorative: the name always stands next to it. */
export function CharacterAvatar({ name, imageUrl, size }: CharacterAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = imageUrl !== '' && imageUrl !== failedUrl;
  return (
    <span className={styles.avatar({ size })} aria-hidden="true">
      {showImage ? (
        <img className={styles.image} src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        Array.from(name.trim())[0]?.toUpperCase()
      )}
    </span>
  );
}
