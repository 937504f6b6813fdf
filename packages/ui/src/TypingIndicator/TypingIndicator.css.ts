import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 0.35, transform: 'scale(0.8)' },
  '40%': { opacity: 1, transform: 'scale(1)' },
});

/** As tall as a line of bubble text, so the indicator and the reply that replaces it match. */
export const dots = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  height: `calc(${vars.type.size.md} * ${vars.type.lineHeight.body})`,
});

// Without motion (reduced-motion users, screenshots) the dots stand still at full colour.
export const dot = style({
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.rose,
  animation: `${pulse} calc(${vars.motion.duration.loop} * 1.5) ${vars.motion.easing.inOut} infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: `calc(${vars.motion.duration.loop} * 0.2)` },
    '&:nth-child(3)': { animationDelay: `calc(${vars.motion.duration.loop} * 0.4)` },
  },
});
