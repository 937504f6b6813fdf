import { paths } from '@kindred/contract';
import { TopNav } from '@kindred/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './SignedInLayout.css';
import { useSession } from './useSession';

/** Every signed-in screen sits under the top navigation, with the avatar menu's Logout. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { session, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = () => {
    session.send({ type: 'user.logout' });
    void navigate(paths.auth, { replace: true });
  };
  return (
    <>
      <TopNav initials={user?.avatar ?? ''} userName={user?.name ?? ''} activePath={pathname} onLogout={logout} />
      <div className={styles.body}>{children}</div>
    </>
  );
}
