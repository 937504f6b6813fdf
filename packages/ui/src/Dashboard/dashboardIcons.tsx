import { Icon, type IconProps } from '../icons';

export const CrownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 17.5 3 8l5 4 4-6.5 4 6.5 5-4-1 9.5Z" />
    <path d="M5 20.5h14" />
  </Icon>
);

export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.9 3.3-5.6 3.9-9.8 2.3 1.4 3.3 3.5 3.2 5.6 1-.6 1.7-1.7 1.8-3 2.3 1.8 4.1 4.3 4.1 7.2 0 3.6-2.6 6.2-6.5 6.2Z" />
    <path d="M12 21c-1.6 0-2.7-1.1-2.7-2.7 0-1.7 1.5-2.4 2.7-4.3 1.2 1.9 2.7 2.6 2.7 4.3 0 1.6-1.1 2.7-2.7 2.7Z" />
  </Icon>
);

export const PeopleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4" />
    <path d="M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </Icon>
);

export const BookOpenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6.5C10.3 5 7.9 4.5 3.5 4.5v13c4.4 0 6.8.5 8.5 2 1.7-1.5 4.1-2 8.5-2v-13c-4.4 0-6.8.5-8.5 2Z" />
    <path d="M12 6.5v13" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6v12" />
    <path d="M15 6v12" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5Z" />
  </Icon>
);
