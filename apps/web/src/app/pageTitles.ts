import { BRAND_NAME, type RouteName } from '@kindred/contract';
import { useEffect } from 'react';

/** What the browser tab names each page; the landing page is the brand alone. */
export const pageTitles: Record<RouteName, string | null> = {
  landing: null,
  auth: 'Sign In',
  waitlist: 'Join the Waitlist',
  about: 'About',
  product: 'Product',
  team: 'Team',
  privacy: 'Privacy',
  terms: 'Terms',
  createProfile: 'Complete Your Profile',
  dashboard: 'Home',
  characters: 'Characters',
  character: 'Character',
  createCharacter: 'Create a Character',
  storyMode: 'Story Mode',
  vip: 'VIP Access',
  account: 'Account',
  settings: 'Settings',
  characterCreation: 'Character Creation',
  matches: 'Matches',
  browse: 'Discover',
  messages: 'Messages',
  conversation: 'Messages',
  conversationMemory: 'Memory',
};

export const documentTitle = (page: string | null | undefined) => (page ? `${page} · ${BRAND_NAME}` : BRAND_NAME);

/** `(2) ` before a title: how many replies arrived while the tab was hidden. */
const unreadPrefix = /^\(\d+\) /;

/** `title` with `count` unread replies before it (`(1) Messages · Kindred`), or without any when 0. */
export function withUnread(title: string, count: number): string {
  const base = title.replace(unreadPrefix, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Names the browser tab after what a screen shows (a character's name, say) once it knows it. The
 * route's own title is set in a layout effect, which runs before this one, so this one wins.
 */
export function usePageTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
