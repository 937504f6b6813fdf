import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { displayType } from '../theme/patterns.css';

const cover = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Portraits are drawn head and shoulders: keep the face when a card crops them.
  objectPosition: 'center 30%',
});

const cardBase = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.card,
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.out,
  selectors: {
    '&:hover, &:has(:focus-visible)': { transform: 'translateY(-4px)', boxShadow: vars.shadow.cardHover },
    '&:has(:focus-visible)': {
      outline: `${vars.border.focusRing} solid ${vars.color.accent.violet}`,
      outlineOffset: vars.border.focusOffset,
    },
    // The name must read on any picture: a scrim darkens the lower part of the card.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 0,
      background: `linear-gradient(180deg, transparent 40%, ${vars.color.bg.overlay} 72%, ${vars.color.bg.base})`,
      pointerEvents: 'none',
    },
  },
});

export const card = recipe({
  base: cardBase,
  variants: {
    layout: {
      portrait: { aspectRatio: '3 / 4' },
      fill: { height: '100%', minHeight: '16rem' },
    },
  },
});

export const backdrop = style([cover, { filter: `blur(${vars.space['8']}) saturate(1.2)`, transform: 'scale(1.2)' }]);

export const image = recipe({
  base: [
    cover,
    {
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.slow,
      transitionTimingFunction: vars.motion.easing.out,
      selectors: { [`${cardBase}:hover &`]: { transform: 'scale(1.04)' } },
    },
  ],
  variants: {
    size: {
      standard: {},
      compact: {},
      feature: {
        left: 'auto',
        width: 'auto',
        aspectRatio: '3 / 4',
        maskImage: 'linear-gradient(90deg, transparent, black 30%, black 80%, transparent)',
        WebkitMaskImage: 'linear-gradient(90deg, transparent, black 30%, black 80%, transparent)',
        '@media': { [media.tablet]: { right: '6%' } },
      },
    },
  },
});

export const body = recipe({
  // A flex item stacks above the picture without being positioned, so the control's overlay
  // stretches over the whole card rather than the text alone.
  base: { zIndex: 1, display: 'grid', gap: vars.space['1'] },
  variants: {
    size: {
      standard: { padding: vars.space['4'] },
      compact: {
        padding: vars.space['2'],
        '@media': { [media.tablet]: { padding: vars.space['4'] } },
      },
      feature: {
        gap: vars.space['2'],
        padding: vars.space['6'],
        '@media': { [media.tablet]: { padding: vars.space['8'] } },
      },
    },
  },
});

export const name = recipe({
  base: [
    displayType,
    { color: vars.color.text.primary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  ],
  variants: {
    size: {
      standard: {
        fontSize: vars.type.size.lg,
        '@media': { [media.tablet]: { fontSize: vars.type.size.xl } },
      },
      compact: {
        // Narrow cards: a long name takes a second line rather than losing its end.
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        whiteSpace: 'normal',
        fontSize: vars.type.size.sm,
        '@media': { [media.tablet]: { fontSize: vars.type.size.xl } },
      },
      feature: {
        fontSize: vars.type.size['2xl'],
        whiteSpace: 'normal',
        '@media': { [media.tablet]: { fontSize: vars.type.size['3xl'] } },
      },
    },
  },
});

/** The card's only link; its box covers the card so a click anywhere opens the profile. */
export const open = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: {
    '&::before': { content: '""', position: 'absolute', inset: 0, zIndex: 2 },
    // The card draws the focus ring around itself.
    '&:focus-visible': { outline: 'none' },
  },
});

export const meta = recipe({
  base: {
    color: vars.color.text.muted,
    fontWeight: vars.type.weight.medium,
    textTransform: 'capitalize',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      standard: { fontSize: vars.type.size.sm },
      compact: {
        whiteSpace: 'normal',
        fontSize: vars.type.size.xs,
        '@media': { [media.tablet]: { fontSize: vars.type.size.sm } },
      },
      feature: { fontSize: vars.type.size.md },
    },
  },
});

export const bio = recipe({
  base: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    color: vars.color.text.primary,
  },
  variants: {
    size: {
      standard: { fontSize: vars.type.size.sm },
      compact: { fontSize: vars.type.size.xs },
      feature: {
        maxWidth: '36rem',
        fontSize: vars.type.size.md,
        WebkitLineClamp: 'unset',
        '@media': { [media.tablet]: { fontSize: vars.type.size.lg } },
      },
    },
  },
});
