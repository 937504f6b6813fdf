import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { bottomInset } from '../theme/insets.css';
import { cardSize } from './SwipeCard.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto auto',
  justifyItems: 'center',
  gap: vars.space['4'],
  height: `calc(100dvh - ${vars.layout.navHeight} - ${bottomInset})`,
  paddingBlock: vars.space['4'],
  overflow: 'hidden',
  backgroundImage: [
    `radial-gradient(40rem 28rem at 50% 45%, ${vars.color.glow.rose}, transparent 70%)`,
    `radial-gradient(30rem 24rem at 50% 100%, ${vars.color.glow.violet}, transparent 70%)`,
  ].join(', '),
  backgroundRepeat: 'no-repeat',
  '@media': { [media.tablet]: { gap: vars.space['6'], paddingBlock: vars.space['8'] } },
});

export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  minHeight: 0,
});

export const neighbour = recipe({
  base: [
    cardSize,
    {
      position: 'absolute',
      top: '50%',
      left: '50%',
      overflow: 'hidden',
      borderRadius: vars.radius.sheet,
      opacity: 0.45,
      filter: `blur(${vars.space['2']}) saturate(0.8)`,
      pointerEvents: 'none',
    },
  ],
  variants: {
    side: {
      previous: {
        transform: 'translate(-50%, -50%) translateX(-96%) scale(0.82)',
        '@media': { [media.tablet]: { transform: 'translate(-50%, -50%) translateX(-82%) scale(0.82)' } },
      },
      next: {
        transform: 'translate(-50%, -50%) translateX(96%) scale(0.82)',
        '@media': { [media.tablet]: { transform: 'translate(-50%, -50%) translateX(82%) scale(0.82)' } },
      },
    },
  },
});

export const neighbourImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['6'] });

export const hint = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const key = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.space['6'],
  height: vars.space['6'],
  borderRadius: vars.radius.input,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  fontFamily: vars.type.family.body,
  fontSize: vars.type.size.xs,
});

/** Over the top of the deck, below the navigation; clicks and drags pass through it. */
export const toastRegion = style({
  position: 'fixed',
  top: `calc(${vars.layout.navHeight} + ${vars.space['3']})`,
  left: '50%',
  zIndex: vars.zIndex.overlay,
  width: `min(calc(100vw - ${vars.space['8']}), ${vars.size.swipeCard.width})`,
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
    background: vars.color.bg.raised,
    boxShadow: vars.shadow.card,
    color: vars.color.text.primary,
    fontSize: vars.type.size.sm,
    fontWeight: vars.type.weight.medium,
  },
  variants: {
    kind: {
      matched: { borderColor: vars.color.accent.rose, color: vars.color.text.primary },
      blocked: { borderColor: vars.color.accent.gold },
      likeFailed: { borderColor: vars.color.state.danger },
    },
  },
});
