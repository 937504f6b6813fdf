import { paths } from '@kindred/contract';

export type NavLink = { label: string; href: string };

/** Always in the bar (from tablet width up). */
export const primaryNavLinks: readonly NavLink[] = [
  { label: 'Discover', href: paths.browse },
  { label: 'Matches', href: paths.matches },
  { label: 'Messages', href: paths.messages },
];

/** The avatar menu, in the order of spec section 2; Logout follows them. */
export const avatarMenuLinks: readonly NavLink[] = [
  { label: 'Home', href: paths.dashboard },
  { label: 'Discover', href: paths.browse },
  { label: 'Matches', href: paths.matches },
  { label: 'Messages', href: paths.messages },
  { label: 'Story Mode', href: paths.storyMode },
  { label: 'Character Creation', href: paths.characterCreation },
  { label: 'Characters', href: paths.characters },
  { label: 'VIP Access', href: paths.vip },
  { label: 'Account', href: paths.settings },
];

/** A link is current on its own path and on the pages below it (a conversation belongs to Messages). */
export const isCurrentPath = (href: string, activePath: string | undefined) =>
  activePath !== undefined && (activePath === href || activePath.startsWith(`${href}/`));
