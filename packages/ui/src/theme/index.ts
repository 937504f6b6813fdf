export { breakpoints, media } from './breakpoints';
export { vars } from './contract.css';
export { darkTokens, type ThemeTokens } from './darkTokens';
export { bottomInset } from './insets.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { contentFrame, visuallyHidden } from './utilities.css';
