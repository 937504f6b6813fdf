import { createContext, type ReactNode } from 'react';
import type { AppServices } from './services';

/**
 * Services a test or story hands the screens in place of the app's own. It knows the services by
 * type only, so the entry chunk that provides it carries none of their code.
 */
export const ProvidedServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services?: AppServices; children: ReactNode }) {
  return <ProvidedServicesContext.Provider value={services ?? null}>{children}</ProvidedServicesContext.Provider>;
}
