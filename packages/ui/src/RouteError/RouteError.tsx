import { Button, ButtonLink } from '../Button';
import { ScreenState } from '../ScreenState';
import * as styles from './RouteError.css';
import { type RouteErrorKind, routeErrorTexts } from './routeErrorTexts';

export type RouteErrorProps = {
  /** `unreachable`: the page's code could not be fetched (offline, or a newer version replaced it). */
  kind: RouteErrorKind;
  /** Where Home leads: the dashboard when signed in, else the landing page. */
  homeHref: string;
  /** Loads the whole app again, which also picks up a newer version of it. */
  onReload: () => void;
};

/** What a page shows when it could not be shown at all: what happened, Reload, and a way home. */
export function RouteError({ kind, homeHref, onReload }: RouteErrorProps) {
  const { title, message } = routeErrorTexts[kind];
  return (
    <ScreenState
      kind="error"
      title={title}
      message={message}
      action={
        <div className={styles.actions}>
          <Button onClick={onReload}>{routeErrorTexts.reload}</Button>
          <ButtonLink href={homeHref} variant="secondary">
            {routeErrorTexts.home}
          </ButtonLink>
        </div>
      }
    />
  );
}
