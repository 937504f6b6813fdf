import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  height: vars.layout.navHeight,
  background: vars.color.bg.translucent,
  backdropFilter: `blur(${vars.blur.nav}) saturate(140%)`,
  WebkitBackdropFilter: `blur(${vars.blur.nav}) saturate(140%)`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { gap: vars.space['8'], paddingInline: vars.space['8'] } },
});

/** On phones the three links live in the tab bar at the bottom edge (`TabBar`) and the avatar menu. */
export const nav = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const list = style({ display: 'flex', gap: vars.space['1'], padding: 0, listStyle: 'none' });

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary, background: vars.color.bg.hover },
    '&[aria-current="page"]': { color: vars.color.text.primary },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['4'],
      bottom: vars.space['1'],
      height: vars.border.focusRing,
      borderRadius: vars.radius.full,
      background: vars.color.accent.rose,
      boxShadow: `0 0 12px ${vars.color.glow.rose}`,
    },
  },
});

/** Keeps the avatar at the right edge when the links are hidden. */
export const end = style({ marginInlineStart: 'auto', '@media': { [media.tablet]: { marginInlineStart: 0 } } });
