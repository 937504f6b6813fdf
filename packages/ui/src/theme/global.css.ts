import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box', margin: 0 });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('body', {
  minHeight: '100dvh',
  background: vars.color.bg.base,
  color: vars.color.text.primary,
  fontFamily: vars.type.family.body,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p', { overflowWrap: 'break-word' });

globalStyle('h1, h2, h3, h4, h5, h6', { textWrapStyle: 'balance' });

globalStyle('::selection', { background: vars.color.glow.rose, color: vars.color.text.primary });

globalStyle(':focus-visible', {
  outline: `${vars.border.focusRing} solid ${vars.color.accent.violet}`,
  outlineOffset: vars.border.focusOffset,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animation: 'none !important',
      transition: 'none !important',
    },
  },
});
