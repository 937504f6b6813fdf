export { StaticCard, StaticCards } from './StaticCards';
export { StaticPage, type StaticPageProps } from './StaticPage';
export { StaticSection } from './StaticSection';
