import { useState } from 'react';
import fallbackPortrait from '../assets/fallback-portrait.svg';

export { fallbackPortrait };

export type PortraitProps = {
  /** The character's picture; empty when there is none. */
  src: string;
  /** Empty when the name is written next to the picture. */
  alt: string;
  className?: string;
  /** Pictures above the fold load at once; the rest when scrolled near. */
  loading?: 'eager' | 'lazy';
  draggable?: boolean;
};

/** A character's picture that falls back to a neutral silhouette when it is missing or fails to load. */
export function Portrait({ src, alt, className, loading = 'lazy', draggable }: PortraitProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== '' && src !== failedSrc;
  return (
    <img
      src={usable ? src : fallbackPortrait}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      draggable={draggable}
      onError={() => setFailedSrc(src)}
    />
  );
}
