import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** One press of a button moves the strip by this much: one picture and the gap after it. */
export const step = createVar();

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

export const carousel = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.card });

export const scroller = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  // The buttons' steps glide, unless the person asked their system for less motion.
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // The strip's frame clips anything outside it, so the ring is drawn inside.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.border.focusRing})` },
  },
});

export const item = style({
  flex: `0 0 min(calc(${step} - ${vars.space['4']}), 80%)`,
  scrollSnapAlign: 'start',
});

export const picture = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const controls = style({
  position: 'absolute',
  insetInline: vars.space['3'],
  top: '50%',
  display: 'flex',
  justifyContent: 'space-between',
  transform: 'translateY(-50%)',
  // The row spans the strip; only the buttons themselves take clicks.
  pointerEvents: 'none',
});

globalStyle(`${controls} > *`, { pointerEvents: 'auto' });
