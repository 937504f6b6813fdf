import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** Phones only: from tablet width up the same links sit in the top navigation. */
export const bar = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  paddingBottom: 'env(safe-area-inset-bottom)',
  paddingInline: 'env(safe-area-inset-left) env(safe-area-inset-right)',
  background: vars.color.bg.translucent,
  backdropFilter: `blur(${vars.blur.nav}) saturate(140%)`,
  WebkitBackdropFilter: `blur(${vars.blur.nav}) saturate(140%)`,
  borderTop: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  height: vars.layout.tabBarHeight,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  height: '100%',
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.border.focusRing} - ${vars.border.focusOffset})` },
    '&[aria-current="page"]': { color: vars.color.accent.rose },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInline: '30%',
      height: vars.border.focusRing,
      borderRadius: vars.radius.full,
      background: vars.color.accent.rose,
      boxShadow: `0 0 12px ${vars.color.glow.rose}`,
    },
  },
});
