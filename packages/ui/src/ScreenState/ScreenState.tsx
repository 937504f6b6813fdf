import type { ReactNode } from 'react';
import { Button } from '../Button';
import { HeartIcon, SparkleIcon } from '../icons';
import { MainLandmark } from '../MainLandmark';
import { Spinner } from '../Spinner';
import * as styles from './ScreenState.css';
import { AlertIcon, BrokenHeartIcon } from './stateIcons';

export const screenStateKinds = ['loading', 'empty', 'error', 'notFound', 'comingSoon'] as const;
export const screenStateSizes = ['page', 'section'] as const;

export type ScreenStateKind = (typeof screenStateKinds)[number];

export type ScreenStateProps = {
  kind: ScreenStateKind;
  /** The one line that says what is going on, e.g. 'Loading...' or 'Character Not Found'. */
  title: string;
  message?: string;
  /** A way forward, usually a button; after Retry when there is one. */
  action?: ReactNode;
  /** Offers Retry, the first way forward from a failed load. */
  onRetry?: () => void;
  /**
   * `page` fills the screen, titles it and is its main landmark (unless a screen's own main holds
   * it); `section` stands in for one part of a screen.
   */
  size?: (typeof screenStateSizes)[number];
};

const badges: Record<Exclude<ScreenStateKind, 'loading'>, ReactNode> = {
  empty: <HeartIcon size="large" />,
  error: <AlertIcon size="large" />,
  notFound: <BrokenHeartIcon size="large" />,
  comingSoon: <SparkleIcon size="large" />,
};

/** What a screen (or a part of one) shows instead of its content: loading, nothing yet, failure, missing, or not built yet. */
/** Words a user reads on every failed load. */
export const screenStateTexts = { retry: 'Retry' } as const;

export function ScreenState({ kind, title, message, action, onRetry, size = 'page' }: ScreenStateProps) {
  // Loading is announced politely, a failure at once; empty and missing are simply the page's content.
  const role = kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined;
  const Title = size === 'page' && kind !== 'loading' ? 'h1' : 'p';

  const state = (
    <div className={styles.root({ size })} role={role}>
      <span className={styles.badge({ kind })}>{kind === 'loading' ? <Spinner size="large" /> : badges[kind]}</span>
      <Title className={styles.title({ size })}>{title}</Title>
      {message && <p className={styles.message}>{message}</p>}
      {(onRetry || action) && (
        <div className={styles.action}>
          {onRetry && (
            // The page's one way forward stands out; in a part of a screen it stays quiet.
            <Button variant={size === 'page' ? 'primary' : 'secondary'} onClick={onRetry}>
              {screenStateTexts.retry}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
  return size === 'page' ? <MainLandmark>{state}</MainLandmark> : state;
}
