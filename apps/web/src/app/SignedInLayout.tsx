import { paths } from '@kindred/contract';
import { TabBar, TopNav } from '@kindred/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from './ServicesContext';
import * as styles from './SignedInLayout.css';
import { useSession } from './useSession';

/**
 * Every signed-in screen sits under the top navigation, with the avatar menu's Logout, and on phones
 * above the tab bar. Their query hooks find the query cache here: the public pages use none, so
 * they need not load it.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { queryClient } = useServices();
  const { session, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = () => {
    session.send({ type: 'user.logout' });
    void navigate(paths.auth, { replace: true });
  };
  return (
    <QueryClientProvider client={queryClient}>
      <TopNav initials={user?.avatar ?? ''} userName={user?.name ?? ''} activePath={pathname} onLogout={logout} />
      <div className={styles.body}>{children}</div>
      <TabBar activePath={pathname} />
    </QueryClientProvider>
  );
}
