import type { Site } from '@kindred/contract';
import { PrivacyPage, TeamPage, TermsPage } from '@kindred/ui';
import { type ComponentType, Suspense } from 'react';
import { useSiteFacts } from '../app/siteFacts';

export { AboutPage as AboutScreen, ProductPage as ProductScreen } from '@kindred/ui';

/** A page that names the site's facts, shown once they are read (a blank page for that blink). */
function withSiteFacts(Page: ComponentType<{ site: Site }>) {
  function PageWithFacts() {
    return <Page site={useSiteFacts()} />;
  }
  return function SiteFactsScreen() {
    return (
      <Suspense fallback={null}>
        <PageWithFacts />
      </Suspense>
    );
  };
}

export const TeamScreen = withSiteFacts(TeamPage);
export const PrivacyScreen = withSiteFacts(PrivacyPage);
export const TermsScreen = withSiteFacts(TermsPage);
