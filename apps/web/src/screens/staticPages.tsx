import { TeamPage } from '@kindred/ui';
import { siteConfig } from '../siteConfig';

export {
  AboutPage as AboutScreen,
  PrivacyPage as PrivacyScreen,
  ProductPage as ProductScreen,
  TermsPage as TermsScreen,
} from '@kindred/ui';

export function TeamScreen() {
  return <TeamPage {...siteConfig.team} />;
}
