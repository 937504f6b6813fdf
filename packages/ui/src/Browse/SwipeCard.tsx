import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { Portrait } from '../CharacterCard';
import { interestIcon } from '../CharacterProfile/interestIcons';
import { MapPinIcon } from '../icons';
import { visuallyHidden } from '../theme/utilities.css';
import type { DeckCardView } from './deckCardView';
import { VerifiedIcon } from './deckIcons';
import * as styles from './SwipeCard.css';
import { type SwipeDirection, useSwipe } from './useSwipe';

export type SwipeCardProps = {
  card: DeckCardView;
  flipped: boolean;
  /** The card is leaving the deck this way. */
  fling: SwipeDirection | null;
  /** Dragging and flipping are possible. */
  interactive: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  onFlip: () => void;
  /** The card has finished leaving (at once when motion is off). */
  onFlingEnd: () => void;
};

/** The centred card of the deck: a portrait in front, the details on the back, swiped away by drag. */
export function SwipeCard({ card, flipped, fling, interactive, onSwipe, onFlip, onFlingEnd }: SwipeCardProps) {
  const { offset, dragging, handlers } = useSwipe(onSwipe, interactive && fling === null);
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A card that flies off without a transition (reduced motion, screenshots) has landed already.
  useEffect(() => {
    const element = cardRef.current;
    if (fling && element && Number.parseFloat(getComputedStyle(element).transitionDuration) === 0) onFlingEnd();
  }, [fling, onFlingEnd]);

  const leaning = dragging ? offset : 0;
  return (
    <div
      ref={cardRef}
      className={styles.card({ dragging, fling: fling ?? 'none' })}
      style={assignInlineVars({
        [styles.dragOffset]: `${leaning}px`,
        [styles.dragTilt]: `${leaning / 24}deg`,
        [styles.likeStamp]: String(Math.min(Math.max(leaning, 0) / 100, 1)),
        [styles.rejectStamp]: String(Math.min(Math.max(-leaning, 0) / 100, 1)),
      })}
      onTransitionEnd={(event) => {
        if (fling && event.target === event.currentTarget && event.propertyName === 'transform') onFlingEnd();
      }}
      {...handlers}
    >
      <div className={styles.inner({ flipped })}>
        <div className={styles.front} inert={flipped}>
          <Portrait src={card.profileImageUrl} alt="" className={styles.portrait} loading="eager" draggable={false} />
          <span className={styles.stamp({ tone: 'like' })} aria-hidden="true">
            Like
          </span>
          <span className={styles.stamp({ tone: 'reject' })} aria-hidden="true">
            Nope
          </span>
          <div className={styles.frontText}>
            <h2 className={styles.name}>
              {card.name}
              {card.age !== undefined && <span className={styles.age}>{card.age}</span>}
              {card.verified && (
                <span className={styles.verified}>
                  <VerifiedIcon size="medium" />
                  <span className={visuallyHidden}>Verified</span>
                </span>
              )}
            </h2>
            <p className={styles.location}>
              <MapPinIcon size="small" />
              {card.location}
            </p>
            <p className={styles.bio}>{card.bio}</p>
          </div>
        </div>

        <div className={styles.back} inert={!flipped}>
          <section
            className={styles.backText}
            aria-labelledby={titleId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text scrolls here, and must scroll from the keyboard too
            tabIndex={0}
          >
            <h2 id={titleId} className={styles.backTitle}>
              About {card.name}
            </h2>
            <p className={styles.backBio}>{card.bio}</p>
            <Detail title="Personality">
              <Chips items={card.personality} empty="No personality traits specified" />
            </Detail>
            <Detail title="Gender">
              <p className={styles.gender}>{card.gender}</p>
            </Detail>
            <Detail title="Interests">
              <Chips items={card.interests} empty="No interests specified" withIcons />
            </Detail>
          </section>
          <div className={styles.flipBack}>
            <Button variant="secondary" fullWidth onClick={onFlip}>
              Flip Back
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.detail}>
      <h3 className={styles.detailTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Chips({ items, empty, withIcons = false }: { items: readonly string[]; empty: string; withIcons?: boolean }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.chips}>
      {items.map((item) => {
        const Glyph = interestIcon(item);
        return (
          <li key={item} className={styles.chip}>
            {withIcons && <Glyph size="small" />}
            {item}
          </li>
        );
      })}
    </ul>
  );
}
