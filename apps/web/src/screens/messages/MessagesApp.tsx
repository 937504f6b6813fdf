import { paths } from '@kindred/contract';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from '../../app/RouteGuard';
import { SignedInApp } from '../../test/SignedInApp';
import { MessagesScreen } from '../messages';

/** Both Messages routes as the app's router has them: behind the access guard, under the top navigation. */
const messagesRoutes: RouteObject[] = (['messages', 'conversation'] as const).map((route) => ({
  path: paths[route],
  element: <RouteGuard route={route} />,
  children: [{ index: true, Component: MessagesScreen }],
}));

/** The Messages screens of the real app, signed in and opened at `path`, for stories and tests. */
export function MessagesApp({ path }: { path: string }) {
  return <SignedInApp routes={messagesRoutes} path={path} />;
}
