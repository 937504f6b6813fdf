import { BRAND_NAME } from '@kindred/contract';

export const routeErrorKinds = ['unreachable', 'unexpected'] as const;

export type RouteErrorKind = (typeof routeErrorKinds)[number];

export const routeErrorTexts = {
  unreachable: {
    title: "This page didn't load",
    message: `${BRAND_NAME} couldn't reach the server. Check your connection, then reload the page.`,
  },
  unexpected: {
    title: 'Something went wrong',
    message: 'This page stopped working. Reloading it usually puts things right.',
  },
  reload: 'Reload',
  home: 'Go to Home',
} as const;
