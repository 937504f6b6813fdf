export { AvatarMenu, type AvatarMenuProps } from './AvatarMenu';
export { TopNav, type TopNavProps } from './TopNav';
export { avatarMenuLinks, isCurrentPath, type NavLink, primaryNavLinks } from './topNavLinks';
