export { CUT_ELLIPSIS, cutAtWordBoundary } from './cutAtWordBoundary';
