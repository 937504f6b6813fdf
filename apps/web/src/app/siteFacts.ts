import { fetchSite } from '@kindred/api-client/site';
import { BRAND_NAME, type Site } from '@kindred/contract';
import { use, useEffect, useState } from 'react';

/** What the pages show when the facts cannot be read: the brand name and no fact at all. */
const NO_FACTS: Site = { name: BRAND_NAME, socialLinks: [] };

let request: Promise<Site> | undefined;

/**
 * The operator's site facts, asked for once per page load and shared by every public page. A failed
 * request is not kept: the next page to need the facts asks again.
 */
function siteFacts(): Promise<Site> {
  request ??= fetchSite().catch((error: unknown) => {
    console.error(error);
    request = undefined;
    return NO_FACTS;
  });
  return request;
}

/** The site facts; suspends until they are read, so a page that names them renders once, complete. */
export function useSiteFacts(): Site {
  return use(siteFacts());
}

/** The site facts once they are read, undefined until then: for a page that shows at once without them. */
export function useSiteFactsWhenRead(): Site | undefined {
  const [facts, setFacts] = useState<Site>();
  useEffect(() => {
    let current = true;
    void siteFacts().then((read) => {
      if (current) setFacts(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return facts;
}
