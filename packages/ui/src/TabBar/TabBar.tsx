import { paths } from '@kindred/contract';
import type { ReactNode } from 'react';
import { HeartIcon } from '../icons';
import { useLinkComponent } from '../TextLink';
import { isCurrentPath, primaryNavLinks } from '../TopNav';
import * as styles from './TabBar.css';
import { ChatIcon, DeckIcon } from './tabIcons';

const icons: Record<string, ReactNode> = {
  [paths.browse]: <DeckIcon />,
  [paths.matches]: <HeartIcon />,
  [paths.messages]: <ChatIcon />,
};

export type TabBarProps = {
  /** The current path: its tab is marked as the current page. */
  activePath?: string;
};

/**
 * The top navigation's Discover, Matches and Messages at a phone's bottom edge, within a thumb's
 * reach. Fixed and `tabBarHeight` tall above the safe area; the page below keeps that much room.
 */
export function TabBar({ activePath }: TabBarProps) {
  const LinkComponent = useLinkComponent();
  return (
    <nav aria-label="Tabs" className={styles.bar}>
      <ul className={styles.list}>
        {primaryNavLinks.map(({ label, href }) => (
          <li key={href}>
            <LinkComponent
              href={href}
              className={styles.link}
              aria-current={isCurrentPath(href, activePath) ? 'page' : undefined}
            >
              {icons[href]}
              {label}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}
