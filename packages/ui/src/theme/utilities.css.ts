import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The page's content column: at most `layout.contentMax` wide, centred, with side gutters. */
export const contentFrame = style({
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});
