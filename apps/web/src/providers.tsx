import { LinkComponentProvider } from '@kindred/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServicesProvider } from './app/ServicesContext';
import type { AppServices } from './app/services';
import { RouterLink } from './RouterLink';

export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
