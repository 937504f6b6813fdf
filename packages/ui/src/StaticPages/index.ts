export { AboutPage } from './AboutPage';
export { PrivacyPage, type PrivacyPageProps } from './PrivacyPage';
export { ProductPage } from './ProductPage';
export { TeamPage, type TeamPageProps } from './TeamPage';
export { TermsPage, type TermsPageProps } from './TermsPage';
