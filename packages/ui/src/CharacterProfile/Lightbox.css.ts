import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const dialog = style({
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space['4'],
  border: 0,
  background: 'transparent',
  color: vars.color.text.primary,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': {
      background: vars.color.bg.overlay,
      backdropFilter: `blur(${vars.blur.overlay})`,
    },
  },
});

export const topBar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const counter = style({
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.type.tracking.wide,
});

export const stage = style({
  gridRow: 2,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 2 } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: 0,
  margin: 0,
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.sheet,
});

/* On phones the arrows sit under the picture, beside the dots, so the picture keeps the width. */
export const previous = style({
  gridRow: 3,
  gridColumn: 1,
  '@media': { [media.tablet]: { gridRow: 2 } },
});

export const next = style({
  gridRow: 3,
  gridColumn: 3,
  '@media': { [media.tablet]: { gridRow: 2 } },
});

export const dots = style({
  gridRow: 3,
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = recipe({
  base: {
    // A 24px target around a small visible dot.
    display: 'block',
    width: vars.space['6'],
    height: vars.space['6'],
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        display: 'block',
        width: vars.space['2'],
        height: vars.space['2'],
        margin: 'auto',
        borderRadius: vars.radius.full,
        background: vars.color.text.muted,
        transitionProperty: 'width, background',
        transitionDuration: vars.motion.duration.medium,
        transitionTimingFunction: vars.motion.easing.out,
      },
    },
  },
  variants: {
    current: {
      true: {
        width: vars.space['8'],
        selectors: { '&::before': { width: vars.space['6'], background: vars.color.accent.rose } },
      },
      false: {},
    },
  },
});
