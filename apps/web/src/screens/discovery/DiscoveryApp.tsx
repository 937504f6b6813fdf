import { createMemoryStorage, tokens } from '@kindred/api-client/mocks';
import { paths, type RouteName, TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { type ComponentType, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RouteGuard } from '../../app/RouteGuard';
import { createAppServices } from '../../app/services';
import { Providers } from '../../providers';
import { BrowseScreen } from '../browse';
import { CharacterScreen } from '../character';
import { CharactersScreen } from '../characters';
import { DashboardScreen } from '../dashboard';
import { MatchesScreen } from '../matches';

const screens = {
  dashboard: DashboardScreen,
  characters: CharactersScreen,
  character: CharacterScreen,
  matches: MatchesScreen,
  browse: BrowseScreen,
} satisfies Partial<Record<RouteName, ComponentType>>;

/** Where a screen led outside the character screens: named, so a story shows where it went. */
function Elsewhere() {
  return (
    <main>
      <h1>{useLocation().pathname}</h1>
    </main>
  );
}

/** The character screens as the app's router has them: behind the access guard, under the top navigation. */
const createDiscoveryRouter = (path: string) =>
  createMemoryRouter(
    [
      ...(Object.keys(screens) as (keyof typeof screens)[]).map((route) => ({
        path: paths[route],
        element: <RouteGuard route={route} />,
        children: [{ index: true, Component: screens[route] }],
      })),
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );

const signedIn = () => {
  const services = createAppServices({
    storage: createMemoryStorage({
      [TOKEN_STORAGE_KEYS.accessToken]: tokens.accessToken,
      [TOKEN_STORAGE_KEYS.refreshToken]: tokens.refreshToken,
    }),
  });
  // A failed call shows its outcome at once instead of after the app's retries.
  const defaults = services.queryClient.getDefaultOptions();
  services.queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return services;
};

/**
 * The character screens of the real app, signed in as the fixture user and opened at `path`, for
 * stories and tests; the API answers are whatever mock handlers the story or test installs.
 */
export function DiscoveryApp({ path }: { path: string }) {
  const [services] = useState(signedIn);
  const [router] = useState(() => createDiscoveryRouter(path));
  return (
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  );
}
