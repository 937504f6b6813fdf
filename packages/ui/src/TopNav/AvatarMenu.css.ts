import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton.medium,
  height: vars.size.iconButton.medium,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.fill.primary,
  color: vars.color.text.onFill,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: '0.04em',
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.primaryGlow },
    '&[aria-expanded="true"]': {
      boxShadow: `0 0 0 ${vars.border.focusOffset} ${vars.color.bg.base}, 0 0 0 calc(${vars.border.focusOffset} + ${vars.border.focusRing}) ${vars.color.accent.violet}`,
    },
  },
});

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['2']})) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['3']})`,
  right: 0,
  zIndex: vars.zIndex.overlay,
  width: 'max-content',
  minWidth: '15rem',
  maxWidth: `calc(100vw - ${vars.space['8']})`,
  padding: vars.space['2'],
  borderRadius: vars.radius.card,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  transformOrigin: 'top right',
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
});

export const who = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['3']}`,
  marginBottom: vars.space['1'],
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.lg,
  fontWeight: vars.type.weight.medium,
});

export const menu = style({ display: 'grid' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.control.medium,
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.input,
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.bg.hover },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `inset 0 0 0 ${vars.border.focusRing} ${vars.color.accent.violet}`,
    },
    '&[aria-current="page"]': { color: vars.color.accent.rose },
  },
});

/** The rose dot beside the page the user is on. */
export const currentDot = style({
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.rose,
  boxShadow: `0 0 12px ${vars.color.glow.rose}`,
});

export const separator = style({
  height: vars.border.hairline,
  border: 0,
  marginBlock: vars.space['2'],
  background: vars.color.border.subtle,
});

export const logout = style([
  item,
  { color: vars.color.text.muted, selectors: { '&:hover': { color: vars.color.text.primary } } },
]);
