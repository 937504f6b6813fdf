import { paths, placeholderRoutes, type RouteName, routeAccess } from '@kindred/contract';
import { type ComponentType, useLayoutEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useMatches,
} from 'react-router-dom';
import { lazyRoute } from './app/lazyRoute';
import { PublicRoute } from './app/PublicRoute';
import { documentTitle, pageTitles } from './app/pageTitles';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';

/** Each screen is its own chunk, so the landing page loads only what it shows. */
const lazyScreen = (load: () => Promise<ComponentType>) => lazyRoute(async () => ({ Component: await load() }));

const landing = lazyScreen(() => import('./screens/landing').then((m) => m.LandingScreen));

const comingSoon = (route: (typeof placeholderRoutes)[number]) =>
  lazyScreen(() =>
    import('./screens/comingSoon').then(({ ComingSoonScreen }) => () => <ComingSoonScreen route={route} />),
  );

const placeholders = Object.fromEntries(placeholderRoutes.map((route) => [route, comingSoon(route)])) as Record<
  (typeof placeholderRoutes)[number],
  ReturnType<typeof lazyScreen>
>;

/* One entry per route of the contract's table, checked by the compiler. */
const screens: Record<RouteName, ReturnType<typeof lazyScreen>> = {
  landing,
  auth: lazyScreen(() => import('./screens/auth').then((m) => m.AuthScreen)),
  waitlist: lazyScreen(() => import('./screens/waitlist').then((m) => m.WaitlistScreen)),
  about: lazyScreen(() => import('./screens/staticPages').then((m) => m.AboutScreen)),
  product: lazyScreen(() => import('./screens/staticPages').then((m) => m.ProductScreen)),
  team: lazyScreen(() => import('./screens/staticPages').then((m) => m.TeamScreen)),
  privacy: lazyScreen(() => import('./screens/staticPages').then((m) => m.PrivacyScreen)),
  terms: lazyScreen(() => import('./screens/staticPages').then((m) => m.TermsScreen)),
  createProfile: lazyScreen(() => import('./screens/createProfile').then((m) => m.CreateProfileScreen)),
  dashboard: lazyScreen(() => import('./screens/dashboard').then((m) => m.DashboardScreen)),
  characters: lazyScreen(() => import('./screens/characters').then((m) => m.CharactersScreen)),
  character: lazyScreen(() => import('./screens/character').then((m) => m.CharacterScreen)),
  matches: lazyScreen(() => import('./screens/matches').then((m) => m.MatchesScreen)),
  browse: lazyScreen(() => import('./screens/browse').then((m) => m.BrowseScreen)),
  messages: lazyScreen(() => import('./screens/messages').then((m) => m.MessagesScreen)),
  conversation: lazyScreen(() => import('./screens/messages').then((m) => m.MessagesScreen)),
  conversationMemory: lazyScreen(() => import('./screens/memory').then((m) => m.MemoryScreen)),
  settings: lazyScreen(() => import('./screens/settings').then((m) => m.SettingsScreen)),
  account: lazyScreen(() => import('./screens/account').then((m) => m.AccountScreen)),
  ...placeholders,
};

/**
 * Public pages show at once; any other page waits for the access guard, loaded beside its screen
 * with the session it brings along, so neither weighs on the public pages.
 */
const guard = (route: RouteName): Pick<RouteObject, 'element' | 'lazy'> =>
  routeAccess[route] === 'public'
    ? { element: <PublicRoute route={route} /> }
    : {
        lazy: lazyRoute(async () => {
          const { RouteGuard } = await import('./app/RouteGuard');
          return { element: <RouteGuard route={route} /> };
        }),
      };

/** What a route tells the layout: the name of its page in the browser tab. */
type PageHandle = { title: string | null };

/** Names the browser tab after the deepest route that has a title. */
function useRouteTitle() {
  const title = useMatches()
    .map(({ handle }) => (handle as PageHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Where an error screen's Home leads: a signed-in page's is the dashboard. */
const homeOf = (route: RouteName) => (routeAccess[route] === 'public' ? paths.landing : paths.dashboard);

function RootLayout() {
  useRouteTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Never the router's developer page: every route has an error screen in the app's look.
    errorElement: <RouteErrorBoundary homeHref={paths.landing} />,
    // The first screen's chunk loads in a blink; a blank themed page reads better than a flashing spinner.
    HydrateFallback: () => null,
    children: [
      ...(Object.keys(paths) as RouteName[]).map(
        (name): RouteObject => ({
          path: paths[name],
          ...guard(name),
          handle: { title: pageTitles[name] } satisfies PageHandle,
          // The guard's own code failed: no navigation to keep.
          errorElement: <RouteErrorBoundary homeHref={homeOf(name)} />,
          // The screen's code failed or it broke: the error takes its place under the navigation.
          children: [
            { index: true, lazy: screens[name], errorElement: <RouteErrorBoundary homeHref={homeOf(name)} /> },
          ],
        }),
      ),
      { path: '*', element: <Navigate to={paths.landing} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
