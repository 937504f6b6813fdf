import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { displayType, eyebrowLarge } from '../theme/patterns.css';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '22rem',
  overflow: 'hidden',
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.raised,
  boxShadow: vars.shadow.sheet,
  '@media': {
    [media.tablet]: { minHeight: '26rem' },
    [media.desktop]: { minHeight: '30rem' },
  },
  selectors: {
    // The headline sits on the lower left; the scrim keeps it at AA on the brightest frame.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: `${vars.color.scrim}, linear-gradient(90deg, ${vars.color.bg.overlay}, transparent 70%)`,
    },
  },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const content = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '40rem',
  padding: vars.space['6'],
  '@media': { [media.tablet]: { padding: vars.space['12'] } },
});

export { eyebrowLarge as eyebrow };

export const headline = style([
  displayType,
  { fontSize: vars.type.size['4xl'], '@media': { [media.desktop]: { fontSize: vars.type.size.hero } } },
]);

export const lede = style({
  color: vars.color.text.primary,
  fontSize: vars.type.size.lg,
  '@media': { [media.tablet]: { fontSize: vars.type.size.xl } },
});

export const control = style({
  position: 'absolute',
  top: vars.space['4'],
  right: vars.space['4'],
});
