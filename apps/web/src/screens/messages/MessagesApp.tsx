import { createMemoryStorage, tokens } from '@kindred/api-client/mocks';
import { paths, TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteGuard } from '../../app/RouteGuard';
import { createAppServices } from '../../app/services';
import { Providers } from '../../providers';
import { MessagesScreen } from '../messages';

const signedIn = () =>
  createAppServices({
    storage: createMemoryStorage({
      [TOKEN_STORAGE_KEYS.accessToken]: tokens.accessToken,
      [TOKEN_STORAGE_KEYS.refreshToken]: tokens.refreshToken,
    }),
  });

/** Both Messages routes as the app's router has them: behind the access guard, under the top navigation. */
const createMessagesRouter = (path: string) =>
  createMemoryRouter(
    (['messages', 'conversation'] as const).map((route) => ({
      path: paths[route],
      element: <RouteGuard route={route} />,
      children: [{ index: true, Component: MessagesScreen }],
    })),
    { initialEntries: [path] },
  );

/**
 * The Messages screens of the real app, signed in as the fixture user and opened at `path`, for
 * stories and tests; the API answers are whatever mock handlers the story or test installs.
 */
export function MessagesApp({ path }: { path: string }) {
  const [services] = useState(signedIn);
  const [router] = useState(() => createMessagesRouter(path));
  return (
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  );
}
