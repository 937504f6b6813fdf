import { paths } from '@kindred/contract';
import type { ReactNode } from 'react';
import { BookOpenIcon, CrownIcon, FlameIcon, PeopleIcon, PlusIcon } from './dashboardIcons';

export const quickActionTones = ['gold', 'rose', 'violet'] as const;

export type QuickAction = {
  title: string;
  description: string;
  path: string;
  icon: ReactNode;
  tone: (typeof quickActionTones)[number];
};

/** The dashboard's five shortcuts and where each one goes. */
export const quickActions: readonly QuickAction[] = [
  { title: 'VIP Access', description: 'Perks for members', path: paths.vip, icon: <CrownIcon />, tone: 'gold' },
  {
    title: 'Start Matching',
    description: 'Meet someone new',
    path: paths.browse,
    icon: <FlameIcon />,
    tone: 'rose',
  },
  {
    title: 'My Characters',
    description: 'Everyone to discover',
    path: paths.characters,
    icon: <PeopleIcon />,
    tone: 'violet',
  },
  {
    title: 'Create New',
    description: 'Design a companion',
    path: paths.createCharacter,
    icon: <PlusIcon />,
    tone: 'violet',
  },
  {
    title: 'Story Mode',
    description: 'Step into a story',
    path: paths.storyMode,
    icon: <BookOpenIcon />,
    tone: 'violet',
  },
];
