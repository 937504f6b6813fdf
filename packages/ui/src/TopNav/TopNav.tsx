import { paths } from '@kindred/contract';
import { useLinkComponent } from '../TextLink';
import { Wordmark } from '../Wordmark';
import { AvatarMenu, type AvatarMenuProps } from './AvatarMenu';
import * as styles from './TopNav.css';
import { isCurrentPath, primaryNavLinks } from './topNavLinks';

export type TopNavProps = AvatarMenuProps;

/**
 * The bar over every signed-in screen: the wordmark home, Discover, Matches and Messages, and the
 * avatar menu. It is fixed and 4rem tall; the page below keeps that much room at its top.
 * Links go through the app's link component (`LinkComponentProvider`); `activePath` marks the current one.
 */
export function TopNav({ initials, userName, activePath, onLogout }: TopNavProps) {
  const LinkComponent = useLinkComponent();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Wordmark href={paths.dashboard} />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {primaryNavLinks.map(({ label, href }) => (
              <li key={href}>
                <LinkComponent
                  href={href}
                  className={styles.link}
                  aria-current={isCurrentPath(href, activePath) ? 'page' : undefined}
                >
                  {label}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          <AvatarMenu initials={initials} userName={userName} activePath={activePath} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
