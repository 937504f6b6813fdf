import { FETCHED_DATA_FRESH_MS } from '@kindred/contract';
import { LinkComponentProvider } from '@kindred/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterLink } from './RouterLink';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: FETCHED_DATA_FRESH_MS, refetchOnWindowFocus: false },
    },
  });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>
    </QueryClientProvider>
  );
}
