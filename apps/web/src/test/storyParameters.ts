import { defaultHandlers } from '@kindred/api-client/mocks';
import type { HttpHandler } from 'msw';

/** A screen against the mock API: the given answers first, every other endpoint as it succeeds. */
export const answering = (...handlers: HttpHandler[]) => ({ msw: { handlers: [...handlers, ...defaultHandlers] } });

export const desktop = { viewport: { value: 'desktop', isRotated: false } };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The screens sign in and load the API before they show; a slow machine needs more than a second. */
export const loaded = { timeout: 5_000 };
