import type { ComponentType } from 'react';
import { Icon, type IconProps, SparkleIcon } from '../icons';

export const MusicIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 17.5V5.5l10-2v12" />
    <circle cx="6.5" cy="17.5" r="2.5" />
    <circle cx="16.5" cy="15.5" r="2.5" />
  </Icon>
);

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19.5v-14A2 2 0 0 1 7 3.5h12v14H7a2 2 0 0 0-2 2Zm0 0a2 2 0 0 0 2 2h12" />
    <path d="M9 7.5h6" />
  </Icon>
);

export const FilmIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M7.5 4.5v15M16.5 4.5v15M3.5 9.5h4M3.5 14.5h4M16.5 9.5h4M16.5 14.5h4" />
  </Icon>
);

export const CoffeeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 9.5h12v5a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5Z" />
    <path d="M16.5 11h1a2.5 2.5 0 0 1 0 5h-1.2" />
    <path d="M8.5 3.5v3M12.5 3.5v3" />
  </Icon>
);

/** Interests with an icon of their own; the words are matched anywhere in the interest, case-insensitively. */
const iconGroups: { keywords: string[]; icon: ComponentType<IconProps> }[] = [
  { keywords: ['music', 'singing'], icon: MusicIcon },
  { keywords: ['book', 'reading'], icon: BookIcon },
  { keywords: ['movie', 'film'], icon: FilmIcon },
  { keywords: ['coffee', 'food'], icon: CoffeeIcon },
];

/** The icon for an interest, e.g. a note for 'Music'; a sparkle for anything else. */
export function interestIcon(interest: string): ComponentType<IconProps> {
  const words = interest.toLowerCase();
  return iconGroups.find(({ keywords }) => keywords.some((keyword) => words.includes(keyword)))?.icon ?? SparkleIcon;
}
