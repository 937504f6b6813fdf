import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  animation: `${spin} ${vars.motion.duration.loop} linear infinite`,
});

export const size = styleVariants(vars.size.icon, (value) => ({ width: value, height: value }));

export const track = style({ opacity: 0.25 });

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
