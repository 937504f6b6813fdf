import { LinkComponentProvider } from '@kindred/ui';
import type { ReactNode } from 'react';
import { ServicesProvider } from './app/ServicesProvider';
import type { AppServices } from './app/services';
import { RouterLink } from './RouterLink';

/** Tests and stories hand in `services`; the app creates its own when a screen first needs them. */
export function Providers({ services, children }: { services?: AppServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>
    </ServicesProvider>
  );
}
