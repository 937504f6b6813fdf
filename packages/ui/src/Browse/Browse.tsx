import { useCallback, useEffect, useState } from 'react';
import { Button, IconButton } from '../Button';
import { Portrait } from '../CharacterCard';
import { CloseIcon, HeartIcon } from '../icons';
import { ScreenState } from '../ScreenState';
import { AlertIcon } from '../ScreenState/stateIcons';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './Browse.css';
import type { DeckCardView } from './deckCardView';
import { FlipIcon } from './deckIcons';
import { SwipeCard } from './SwipeCard';
import { useDeckKeys } from './useDeckKeys';
import { useScrollLock } from './useScrollLock';
import type { SwipeDirection } from './useSwipe';

export const browseStatuses = ['loading', 'ready', 'pending', 'empty', 'failed'] as const;
export const deckFeedbackKinds = ['matched', 'blocked', 'likeFailed'] as const;

/** What the last like came to, said about the character it was for. */
export type DeckFeedbackView = { kind: (typeof deckFeedbackKinds)[number]; name: string };

export const browseTexts = {
  failedTitle: "Couldn't load new characters.",
  failedMessage: 'Check your connection. Kindred keeps trying by itself.',
  feedback: {
    matched: (name: string) => `It's a match! You and ${name} can chat now.`,
    blocked: (name: string) => `Liked, but no match: ${name} is not available to chat with you.`,
    likeFailed: (_name: string) => "Couldn't send your like. Try again.",
  },
} as const;

export type BrowseProps = {
  cards: readonly DeckCardView[];
  /** The centred card. */
  index: number;
  /** The centred card shows its back. */
  flipped: boolean;
  /** `pending` while a like or rejection is being sent or the next page loads: the card stays, actions wait. */
  status: (typeof browseStatuses)[number];
  /** The answer to the last like, shown without holding up the next decision. */
  feedback?: DeckFeedbackView | null;
  onLike: (id: string) => void;
  onReject: (id: string) => void;
  /** Turns the centred card over, either way. */
  onFlip: () => void;
  onGoToMatches: () => void;
  /** Retry after the deck failed to load. */
  onRetry: () => void;
};

type Fling = { id: string; direction: SwipeDirection; landed: boolean };

/** Discovery, one character at a time: drag, press or use the arrow keys to like or reject. */
export function Browse({
  cards,
  index,
  flipped,
  status,
  feedback = null,
  onLike,
  onReject,
  onFlip,
  onGoToMatches,
  onRetry,
}: BrowseProps) {
  useScrollLock();
  const current = cards[index];
  const [fling, setFling] = useState<Fling | null>(null);
  const canDecide = status === 'ready' && current !== undefined && fling === null;

  const decide = (direction: SwipeDirection) => {
    if (!canDecide) return;
    setFling({ id: current.id, direction, landed: false });
    if (direction === 'right') onLike(current.id);
    else onReject(current.id);
  };
  useDeckKeys({ onLeft: () => decide('left'), onRight: () => decide('right') });

  // A flung card that is still the centred one once it landed and nothing is pending (the like failed,
  // or nobody moved the deck on) comes back; a new centred card starts fresh.
  useEffect(() => {
    if (fling && (fling.id !== current?.id || (fling.landed && status !== 'pending'))) setFling(null);
  }, [fling, current?.id, status]);
  const onFlingEnd = useCallback(() => setFling((active) => active && { ...active, landed: true }), []);

  if (status === 'loading') return <ScreenState kind="loading" title="Loading Characters..." />;
  if (status === 'failed') {
    return (
      <ScreenState kind="error" title={browseTexts.failedTitle} message={browseTexts.failedMessage} onRetry={onRetry} />
    );
  }
  if (status === 'empty' || !current) {
    return (
      <>
        <ScreenState
          kind="empty"
          title="No New Characters"
          message="There are no new characters to connect with you now."
          action={<Button onClick={onGoToMatches}>Go to Matches</Button>}
        />
        <DeckToast feedback={feedback} />
      </>
    );
  }

  const previous = cards[index - 1];
  const next = cards[index + 1];
  return (
    <main className={styles.root}>
      <h1 className={visuallyHidden}>Discover</h1>
      <p className={visuallyHidden} aria-live="polite">
        {current.name}
        {current.age !== undefined && `, ${current.age}`}
      </p>

      <div className={styles.stage}>
        {previous && <Neighbour card={previous} side="previous" />}
        {next && <Neighbour card={next} side="next" />}
        <SwipeCard
          key={current.id}
          card={current}
          flipped={flipped}
          fling={fling?.id === current.id ? fling.direction : null}
          interactive={canDecide}
          onSwipe={decide}
          onFlip={onFlip}
          onFlingEnd={onFlingEnd}
        />
      </div>

      <div className={styles.actions}>
        <IconButton
          label="Reject"
          tone="muted"
          size="large"
          icon={<CloseIcon size="large" />}
          disabled={!canDecide}
          onClick={() => decide('left')}
        />
        <IconButton
          label="Flip card"
          tone="violet"
          icon={<FlipIcon />}
          aria-pressed={flipped}
          disabled={!canDecide}
          onClick={onFlip}
        />
        <IconButton
          label="Like"
          tone="rose"
          size="large"
          icon={<HeartIcon size="large" />}
          disabled={!canDecide}
          onClick={() => decide('right')}
        />
      </div>
      <p className={styles.hint} aria-hidden="true">
        <kbd className={styles.key}>←</kbd> Reject · Like <kbd className={styles.key}>→</kbd>
      </p>
      <DeckToast feedback={feedback} />
    </main>
  );
}

/**
 * The answer to the last like, over the top of the deck: read out politely and never in the way
 * of the next swipe. The live region stays in place so each new answer is announced.
 */
function DeckToast({ feedback }: { feedback: DeckFeedbackView | null }) {
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {feedback && (
        <p className={styles.toast({ kind: feedback.kind })}>
          {feedback.kind === 'matched' ? <HeartIcon size="small" /> : <AlertIcon size="small" />}
          {browseTexts.feedback[feedback.kind](feedback.name)}
        </p>
      )}
    </div>
  );
}

/** A blurred glimpse of the card before or after the centred one. */
function Neighbour({ card, side }: { card: DeckCardView; side: 'previous' | 'next' }) {
  return (
    <div className={styles.neighbour({ side })} aria-hidden="true">
      <Portrait src={card.profileImageUrl} alt="" className={styles.neighbourImage} draggable={false} />
    </div>
  );
}
