import { isProfileComplete, sessionStatus } from '@kindred/machines';
import { useSelector } from '@xstate/react';
import { useServices } from './ServicesContext';

/** What screens need to know of the session, re-rendering only when it changes. */
export function useSession() {
  const { session } = useServices();
  const status = useSelector(session, sessionStatus);
  const profileComplete = useSelector(session, isProfileComplete);
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  return { session, status, profileComplete, user };
}
