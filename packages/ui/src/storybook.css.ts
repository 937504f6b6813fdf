import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

/* Screenshots must not depend on the moment they are taken. */
globalStyle('*, *::before, *::after', {
  animation: 'none !important',
  transition: 'none !important',
  caretColor: 'transparent',
});

export const storyRoot = style({
  minHeight: '100dvh',
  background: vars.color.bg.base,
  color: vars.color.text.primary,
});

export const screenFrame = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr)',
  height: '100dvh',
  overflow: 'hidden',
});
