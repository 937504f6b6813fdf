import type { GalleryImage } from './galleryImages';
import * as styles from './ProfilePanels.css';

export type GalleryPanelProps = {
  images: readonly GalleryImage[];
  /** The pictures are the placeholder scenes, not the character's own. */
  placeholders: boolean;
  onOpenImage: (index: number) => void;
};

/** The character's pictures as a grid; each opens full screen. */
export function GalleryPanel({ images, placeholders, onOpenImage }: GalleryPanelProps) {
  return (
    <div className={styles.stack}>
      {placeholders && <p className={styles.muted}>No pictures shared yet. A few scenes to set the mood:</p>}
      <ul className={styles.gallery}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={`Open picture ${index + 1} of ${images.length}`}
              onClick={() => onOpenImage(index)}
            >
              <img src={image.src} alt="" className={styles.thumbnailImage} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
