export { footerLinks, SiteFooter, type SiteFooterProps } from './SiteFooter';
