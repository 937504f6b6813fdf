export { ErrorBanner, type ErrorBannerProps, NoticeBanner, type NoticeBannerProps } from './ErrorBanner';
