import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { bottomInset } from '../theme/insets.css';
import { caption, sectionTitle } from '../theme/patterns.css';

/** How far the card is being dragged sideways, and how much it tilts with it. */
export const dragOffset = createVar();
export const dragTilt = createVar();
/** How sure a drag looks, from 0 to 1, towards a like and towards a rejection. */
export const likeStamp = createVar();
export const rejectStamp = createVar();

/**
 * The token size (360 × 540) on wider screens, smaller in proportion when the window is too short to
 * hold it above the buttons; on phones the width of the screen less 32 px, as tall as fits.
 */
export const cardSize = style({
  width: `calc(100vw - ${vars.space['8']})`,
  maxHeight: `calc(100dvh - ${vars.layout.navHeight} - ${bottomInset} - 11rem)`,
  aspectRatio: '2 / 3',
  '@media': {
    [media.tablet]: {
      width: 'auto',
      height: `min(${vars.size.swipeCard.height}, calc(100dvh - ${vars.layout.navHeight} - 13rem))`,
      maxHeight: 'none',
    },
  },
});

export const card = recipe({
  base: [
    cardSize,
    {
      position: 'relative',
      zIndex: vars.zIndex.raised,
      perspective: '1600px',
      touchAction: 'pan-y',
      userSelect: 'none',
      cursor: 'grab',
      transform: `translateX(${dragOffset}) rotate(${dragTilt})`,
      transitionProperty: 'transform, opacity',
      transitionDuration: vars.motion.duration.slow,
      transitionTimingFunction: vars.motion.easing.out,
    },
  ],
  variants: {
    dragging: { true: { cursor: 'grabbing', transition: 'none' }, false: {} },
    fling: {
      none: {},
      left: { transform: 'translateX(-140%) rotate(-18deg)', opacity: 0, pointerEvents: 'none' },
      right: { transform: 'translateX(140%) rotate(18deg)', opacity: 0, pointerEvents: 'none' },
    },
  },
});

export const inner = recipe({
  base: {
    position: 'relative',
    width: '100%',
    height: '100%',
    transformStyle: 'preserve-3d',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.medium,
    transitionTimingFunction: vars.motion.easing.out,
  },
  variants: { flipped: { true: { transform: 'rotateY(180deg)' }, false: {} } },
});

const face = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.sheet,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
});

export const front = style([
  face,
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    background: vars.color.bg.raised,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        background: `linear-gradient(180deg, transparent 45%, ${vars.color.bg.overlay} 75%, ${vars.color.bg.base})`,
        pointerEvents: 'none',
      },
    },
  },
]);

export const portrait = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const stamp = recipe({
  base: {
    position: 'absolute',
    top: vars.space['8'],
    zIndex: vars.zIndex.raised,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.input,
    border: `${vars.border.focusRing} solid currentColor`,
    background: vars.color.bg.overlay,
    fontSize: vars.type.size.xl,
    fontWeight: vars.type.weight.bold,
    letterSpacing: vars.type.tracking.wide,
    textTransform: 'uppercase',
    pointerEvents: 'none',
  },
  variants: {
    tone: {
      like: { left: vars.space['6'], color: vars.color.accent.rose, opacity: likeStamp, transform: 'rotate(-12deg)' },
      reject: {
        right: vars.space['6'],
        color: vars.color.text.primary,
        opacity: rejectStamp,
        transform: 'rotate(12deg)',
      },
    },
  },
});

export const frontText = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['6'],
});

export const name = style([
  sectionTitle,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'] },
]);

export const age = style({
  fontFamily: vars.type.family.body,
  fontWeight: vars.type.weight.regular,
  fontSize: '0.8em',
});

export const verified = style({ alignSelf: 'center', color: vars.color.accent.violet });

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
});

export const bio = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.type.size.sm,
});

/** The back: the text scrolls inside its own region when it is long, Flip Back stays in sight below it. */
export const back = style([
  face,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['6'],
    transform: 'rotateY(180deg)',
    background: `radial-gradient(24rem 18rem at 100% 0%, ${vars.color.glow.violet}, transparent 70%), ${vars.color.bg.raised}`,
  },
]);

export const backText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  touchAction: 'pan-y',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focusRing} solid ${vars.color.accent.violet}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});

export const backTitle = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
});

export const backBio = style({ color: vars.color.text.primary, fontSize: vars.type.size.sm });

export const detail = style({ display: 'grid', gap: vars.space['2'] });

export const detailTitle = caption;

export const gender = style({ textTransform: 'capitalize', fontWeight: vars.type.weight.medium });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  background: vars.color.bg.hover,
  fontSize: vars.type.size.sm,
});

export const flipBack = style({ flexShrink: 0 });
