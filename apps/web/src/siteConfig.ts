import type { SocialProfile, TeamPageProps } from '@kindred/ui';

/*
 * The company facts shown on the public pages, kept in one place so that changing a contact,
 * a handle or the founder's title is a one-line edit.
 */
const instagram: SocialProfile = {
  network: 'Instagram',
  handle: '@kindred.app',
  href: 'https://www.instagram.com/kindred.app',
};

export const siteConfig = {
  /** Linked at the bottom right of the landing page. */
  socialProfile: instagram,
  team: {
    founder: { name: 'Elena Marsh', role: 'Founder & CEO' },
    location: 'San Francisco, California',
    supportEmail: 'support@kindred.app',
    socialProfiles: [
      instagram,
      { network: 'X', handle: '@kindredapp', href: 'https://x.com/kindredapp' },
      { network: 'TikTok', handle: '@kindred.app', href: 'https://www.tiktok.com/@kindred.app' },
    ],
  } satisfies TeamPageProps,
} as const;
