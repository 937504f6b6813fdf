import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const log = style({
  // The containing block of the visually hidden labels inside: without it they are placed against the
  // page, escape the scrolling and make the whole page as tall as the history.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // The chat keeps the reader's place itself when older messages arrive; the browser's own
  // scroll anchoring would move it a second time.
  overflowAnchor: 'none',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
  ':focus-visible': { outlineOffset: `calc(-1 * ${vars.border.focusRing})` },
});

/** At least as tall as the log, so a short conversation rests at the bottom, next to the composer. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.layout.proseMax,
  marginInline: 'auto',
});

export const message = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['1'], marginTop: vars.space['2'] },
  variants: {
    /** The other side speaks now: a wider gap marks the change of turn. */
    startsTurn: { true: { marginTop: vars.space['6'] }, false: {} },
  },
});

export const typing = style({ display: 'flex', marginTop: vars.space['4'] });

export const older = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBottom: vars.space['4'],
  color: vars.color.text.muted,
});

export const status = style({
  display: 'grid',
  placeItems: 'center',
  marginBlock: 'auto',
  color: vars.color.accent.rose,
});

/** The invitation sits in the middle of the empty log. */
export const empty = style({ marginBlock: 'auto' });
