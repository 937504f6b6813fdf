import type { Site } from '@kindred/contract';
import fp from 'fastify-plugin';
import type { SiteSettings } from '../../../config';
import { socialLinkOf } from './social-networks';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the public pages say about whoever runs this site (only the facts the operator set) and where replies are written. */
    site: Site;
  }
}

/** Each optional fact with the variable that sets it, for the start-up line naming those not set. */
const OPTIONAL_FACTS = {
  SUPPORT_EMAIL: 'supportEmail',
  OPERATOR_NAME: 'operatorName',
  OPERATOR_LOCATION: 'operatorLocation',
  FOUNDER_NAME: 'founderName',
  FOUNDER_TITLE: 'founderTitle',
  SOCIAL_LINKS: 'socialLinks',
} as const satisfies Record<string, keyof SiteSettings>;

function siteOf(settings: SiteSettings, modelUrl: string | undefined): Site {
  const { socialLinks, ...facts } = settings;
  // Unset facts are left out of the answer rather than sent empty.
  const set = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
  return {
    ...set,
    name: settings.name,
    socialLinks: socialLinks.map(socialLinkOf),
    ...(modelUrl && { modelHost: new URL(modelUrl).host }),
  };
}

/** The variables of the facts the operator has not set. */
function unsetSiteFacts(settings: SiteSettings): string[] {
  return Object.entries(OPTIONAL_FACTS)
    .filter(([, fact]) => {
      const value = settings[fact];
      return value === undefined || (Array.isArray(value) && value.length === 0);
    })
    .map(([variable]) => variable);
}

/** The operator's site facts, read once from the configuration; the log says at start which are missing. */
export default fp(
  async (fastify) => {
    fastify.decorate('site', siteOf(fastify.config.site, fastify.config.ai.baseUrl));
    const unset = unsetSiteFacts(fastify.config.site);
    if (unset.length > 0) {
      fastify.log.info(`Site facts not set, so the public pages leave them out: ${unset.join(', ')}`);
    }
  },
  { name: 'site' },
);
