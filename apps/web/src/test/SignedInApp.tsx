import { createMemoryStorage, tokens } from '@kindred/api-client/mocks';
import { TOKEN_STORAGE_KEYS } from '@kindred/contract';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { createAppServices } from '../app/services';
import { Providers } from '../providers';

/** The app's services, signed in as the fixture user. */
function signedInServices() {
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
}

export type SignedInAppProps = {
  /** The routes of the screens under test, as the app's router has them. */
  routes: RouteObject[];
  /** Where the app opens. */
  path: string;
};

/**
 * Screens of the real app, signed in as the fixture user and opened at `path`, for stories and
 * tests; the API answers are whatever mock handlers the story or test installs.
 */
export function SignedInApp({ routes, path }: SignedInAppProps) {
  const [services] = useState(signedInServices);
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  );
}
