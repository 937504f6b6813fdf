export { AboutPage } from './AboutPage';
export { PrivacyPage } from './PrivacyPage';
export { ProductPage } from './ProductPage';
export { TeamPage, type TeamPageProps } from './TeamPage';
export { TermsPage } from './TermsPage';
