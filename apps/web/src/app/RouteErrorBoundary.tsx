import { RouteError, type RouteErrorKind } from '@kindred/ui';
import { useRouteError } from 'react-router-dom';

/** What browsers (Chromium, Firefox, Safari) and Vite's preloader say when a module's file could not be fetched. */
const unreachableCode =
  /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch|NetworkError/i;

const kindOf = (error: unknown): RouteErrorKind =>
  error instanceof Error && unreachableCode.test(error.message) ? 'unreachable' : 'unexpected';

const reload = () => window.location.reload();

/**
 * Any route's error screen, in place of the router's developer page: a screen whose code did not
 * load (offline, or replaced by a newer deploy) or that broke. Reload loads the whole app afresh,
 * newest version included. Inside the access guard it takes the screen's place under the navigation.
 */
export function RouteErrorBoundary({ homeHref }: { homeHref: string }) {
  return <RouteError kind={kindOf(useRouteError())} homeHref={homeHref} onReload={reload} />;
}
