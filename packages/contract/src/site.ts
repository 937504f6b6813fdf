import { z } from 'zod';

/** A profile of whoever runs the site on a social network, named from its host (`instagram.com` → Instagram). */
export const socialLink = z.object({
  /** The network's name, or the link's host when the network is not one Kindred knows. */
  network: z.string(),
  url: z.url({ protocol: /^https$/ }),
});

/**
 * What the operator of a Kindred site says about themself, for the public pages. Every fact but the
 * site's name is optional: one that is not set is left out, and the pages show nothing in its place.
 */
export const siteResponse = z.object({
  /** The name the site goes by; the brand name unless the operator sets another. */
  name: z.string(),
  supportEmail: z.email().optional(),
  /** Who runs the site: a company or a person. */
  operatorName: z.string().optional(),
  /** Where the operator is based, e.g. 'Lisbon, Portugal'. */
  operatorLocation: z.string().optional(),
  founderName: z.string().optional(),
  /** Shown under the founder's name, e.g. 'Founder & CEO'; never without a founder. */
  founderTitle: z.string().optional(),
  /** In the operator's order: the first is linked at the bottom right of the landing page. */
  socialLinks: z.array(socialLink),
  /**
   * The host of the language model that writes the characters' replies, which is sent the
   * conversations; absent when the built-in engine answers on the server itself and sends nothing out.
   */
  modelHost: z.string().optional(),
});

export type SocialLink = z.infer<typeof socialLink>;
export type Site = z.infer<typeof siteResponse>;
