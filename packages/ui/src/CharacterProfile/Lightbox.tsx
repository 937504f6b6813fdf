import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { IconButton } from '../Button';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '../icons';
import type { GalleryImage } from './galleryImages';
import * as styles from './Lightbox.css';

export type LightboxProps = {
  images: readonly GalleryImage[];
  /** The picture shown; the owner wraps it around at both ends. */
  index: number;
  /** Names the dialog, e.g. "Ava Moreno's gallery". */
  label: string;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
};

const focusableSelector = 'button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

/** Full-screen pictures: arrows move, Escape closes, and focus stays inside until it does. */
export function Lightbox({ images, index, label, onClose, onPrevious, onNext, onSelect }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  const image = images[index];

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The control that opened the lightbox gets focus back when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    unmounting.current = false;
    dialog.showModal();
    return () => {
      unmounting.current = true;
      dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onKeyDown={onKeyDown}
      // Escape closes the dialog natively; the owner hears about it here.
      onClose={() => {
        if (!unmounting.current) onClose();
      }}
    >
      <div className={styles.topBar}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {images.length}
        </p>
        <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} autoFocus />
      </div>

      <figure className={styles.stage}>
        {image && <img key={image.src} src={image.src} alt={image.alt} className={styles.image} />}
      </figure>

      <div className={styles.previous}>
        <IconButton label="Previous picture" size="large" icon={<ArrowLeftIcon />} onClick={onPrevious} />
      </div>
      <div className={styles.next}>
        <IconButton label="Next picture" size="large" icon={<ArrowRightIcon />} onClick={onNext} />
      </div>

      <ul className={styles.dots} aria-label="Pictures">
        {images.map((dot, position) => (
          <li key={dot.src}>
            <button
              type="button"
              className={styles.dot({ current: position === index })}
              aria-label={`Show picture ${position + 1}`}
              aria-current={position === index || undefined}
              onClick={() => onSelect(position)}
            />
          </li>
        ))}
      </ul>
    </dialog>
  );
}

/** Tab from the last control wraps to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
