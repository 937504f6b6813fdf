import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const bar = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderTop: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.translucent,
  backdropFilter: `blur(${vars.blur.nav})`,
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

/** As wide as the conversation above it. */
export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  maxWidth: vars.layout.proseMax,
  marginInline: 'auto',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control.medium,
  // Grows with the draft up to about six lines, then scrolls.
  maxHeight: `calc(${vars.type.size.md} * ${vars.type.lineHeight.body} * 6 + ${vars.space['6']})`,
  fieldSizing: 'content',
  resize: 'none',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sheet,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.raised,
  color: vars.color.text.primary,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.out}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.accent.violet,
      boxShadow: `0 0 0 ${vars.border.hairline} ${vars.color.accent.violet}, 0 0 24px ${vars.color.glow.violet}`,
    },
  },
});
