import { paths, type RouteName } from '@kindred/contract';
import type { ComponentType } from 'react';
import { type RouteObject, useLocation } from 'react-router-dom';
import { RouteGuard } from '../../app/RouteGuard';
import { SignedInApp } from '../../test/SignedInApp';
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
const discoveryRoutes: RouteObject[] = [
  ...(Object.keys(screens) as (keyof typeof screens)[]).map((route) => ({
    path: paths[route],
    element: <RouteGuard route={route} />,
    children: [{ index: true, Component: screens[route] }],
  })),
  { path: '*', Component: Elsewhere },
];

/** The character screens of the real app, signed in and opened at `path`, for stories and tests. */
export function DiscoveryApp({ path }: { path: string }) {
  return <SignedInApp routes={discoveryRoutes} path={path} />;
}
