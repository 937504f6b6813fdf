export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export { comingSoonTexts } from './comingSoonTexts';
