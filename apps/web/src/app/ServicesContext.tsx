import { useContext } from 'react';
import { ProvidedServicesContext } from './ServicesProvider';
import { type AppServices, createAppServices } from './services';

let appServices: AppServices | undefined;

/**
 * The services of the screen's app: those a test or story provided, else the app's own, created
 * once when a screen first asks. Every screen that talks to the API imports them through here, so
 * a page that never asks (the landing page of a signed-out visitor, the static pages) never loads
 * the HTTP client, the query cache or the session.
 */
export function useServices(): AppServices {
  const provided = useContext(ProvidedServicesContext);
  if (provided) return provided;
  appServices ??= createAppServices();
  return appServices;
}
