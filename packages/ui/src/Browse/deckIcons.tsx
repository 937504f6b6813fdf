import { Icon, type IconProps } from '../icons';

export const FlipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5" />
    <path d="M20 4v4.5h-4.5" />
    <path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.5" />
    <path d="M4 20v-4.5h4.5" />
  </Icon>
);

export const VerifiedIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 14.2 4.6 16.9 4.5 17.8 7.1 20 8.7 19.2 11.3 20 13.9 17.8 15.5 16.9 18.1 14.2 18 12 19.6 9.8 18 7.1 18.1 6.2 15.5 4 13.9 4.8 11.3 4 8.7 6.2 7.1 7.1 4.5 9.8 4.6Z" />
    <path d="m8.8 11.5 2.2 2.2 4.2-4.4" />
  </Icon>
);
