import { API_PREFIX, BRAND_NAME, SITE_PATH, type Site, type SocialLink } from '@kindred/contract';

/*
 * The site facts, for the public pages. It uses fetch and reads the body by hand rather than with
 * axios and the contract's zod schema, because the public pages must stay light: those two would
 * more than double what the landing page downloads.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Only an https link is ever shown: anything else in the list is dropped. */
function socialLinksOf(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): SocialLink[] => {
    if (!isRecord(item)) return [];
    const network = textOf(item.network);
    const url = textOf(item.url);
    return network && url?.startsWith('https://') ? [{ network, url }] : [];
  });
}

/** The facts the body holds; a fact missing or of the wrong shape is left out, never filled in. */
export function readSite(body: unknown): Site {
  const fields = isRecord(body) ? body : {};
  const optional = {
    supportEmail: textOf(fields.supportEmail),
    operatorName: textOf(fields.operatorName),
    operatorLocation: textOf(fields.operatorLocation),
    founderName: textOf(fields.founderName),
    founderTitle: textOf(fields.founderTitle),
    modelHost: textOf(fields.modelHost),
  };
  const set = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return { ...set, name: textOf(fields.name) ?? BRAND_NAME, socialLinks: socialLinksOf(fields.socialLinks) };
}

/** GET /site: what the operator set about the site. Rejects when the server cannot be asked or refuses. */
export async function fetchSite(baseURL = API_PREFIX): Promise<Site> {
  const response = await fetch(`${baseURL}${SITE_PATH}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${SITE_PATH} answered ${response.status}`);
  return readSite(await response.json());
}
