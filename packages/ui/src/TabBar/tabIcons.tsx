import { Icon, type IconProps } from '../icons';

/** Discover: a stack of cards, the deck the user swipes through. */
export const DeckIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6.5" y="4.5" width="11" height="15" rx="2.5" />
    <path d="M4 7.5v10a2.5 2.5 0 0 0 1.2 2.1" />
    <path d="M20 7.5v10a2.5 2.5 0 0 1-1.2 2.1" />
  </Icon>
);

/** Messages: a speech bubble. */
export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11.5a7.5 7 0 0 1-10.9 6.3L4.5 19l1.3-3.7A7 7 0 0 1 4.5 11.5 7.5 7 0 0 1 20 11.5Z" />
  </Icon>
);
