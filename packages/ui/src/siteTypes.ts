/** A profile of the company on a social network, e.g. `{ network: 'Instagram', handle: '@kindred', href }`. */
export type SocialProfile = { network: string; handle: string; href: string };
