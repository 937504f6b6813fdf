export { RouteError, type RouteErrorProps } from './RouteError';
export { type RouteErrorKind, routeErrorKinds, routeErrorTexts } from './routeErrorTexts';
