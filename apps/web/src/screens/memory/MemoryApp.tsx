import { paths } from '@kindred/contract';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from '../../app/RouteGuard';
import { SignedInApp } from '../../test/SignedInApp';
import { MemoryScreen } from '../memory';

/** The memory route as the app's router has it: behind the access guard, under the top navigation. */
const memoryRoutes: RouteObject[] = [
  {
    path: paths.conversationMemory,
    element: <RouteGuard route="conversationMemory" />,
    children: [{ index: true, Component: MemoryScreen }],
  },
];

/** The memory screen of the real app, signed in and opened at `path`, for stories. */
export function MemoryApp({ path }: { path: string }) {
  return <SignedInApp routes={memoryRoutes} path={path} />;
}
