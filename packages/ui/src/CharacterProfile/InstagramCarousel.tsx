import { CAROUSEL_SCROLL_STEP_PX } from '@kindred/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import instagram1 from '../assets/instagram-1.svg';
import instagram2 from '../assets/instagram-2.svg';
import instagram3 from '../assets/instagram-3.svg';
import instagram4 from '../assets/instagram-4.svg';
import instagram5 from '../assets/instagram-5.svg';
import instagram6 from '../assets/instagram-6.svg';
import { IconButton } from '../Button';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { LockOverlay } from '../LockOverlay';
import { carouselEdges } from './carouselEdges';
import * as styles from './InstagramCarousel.css';

const samplePictures = [instagram1, instagram2, instagram3, instagram4, instagram5, instagram6];

export type InstagramCarouselProps = {
  /** Locked, the pictures are only a glimpse under an overlay: nothing in it can be reached. */
  locked?: boolean;
};

/** The character's Instagram pictures: a horizontal strip moved a picture at a time. */
export function InstagramCarousel({ locked = true }: InstagramCarouselProps) {
  const titleId = useId();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canScrollPrevious: false, canScrollNext: true });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (scroller) setEdges(carouselEdges(scroller));
  }, []);

  useEffect(() => {
    measure();
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [measure]);

  // No `behavior`: the strip's CSS `scroll-behavior` decides, and it honours reduced motion.
  const scrollBy = (direction: -1 | 1) => scrollerRef.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX });

  const strip = (
    <div className={styles.carousel} style={assignInlineVars({ [styles.step]: `${CAROUSEL_SCROLL_STEP_PX}px` })}>
      <ul
        ref={scrollerRef}
        className={styles.scroller}
        onScroll={measure}
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable to scroll it with the keyboard
        tabIndex={0}
      >
        {samplePictures.map((src) => (
          <li key={src} className={styles.item}>
            <img src={src} alt="" className={styles.picture} loading="lazy" draggable={false} />
          </li>
        ))}
      </ul>
      <div className={styles.controls}>
        <IconButton
          label="Previous pictures"
          icon={<ArrowLeftIcon size="small" />}
          disabled={!edges.canScrollPrevious}
          onClick={() => scrollBy(-1)}
        />
        <IconButton
          label="Next pictures"
          icon={<ArrowRightIcon size="small" />}
          disabled={!edges.canScrollNext}
          onClick={() => scrollBy(1)}
        />
      </div>
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Instagram Pictures
      </h2>
      {locked ? <LockOverlay label="Coming soon">{strip}</LockOverlay> : strip}
    </section>
  );
}
