import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const narrow = style({ maxWidth: '24rem' });

export const sample = style({
  display: 'grid',
  gap: vars.space['2'],
  minHeight: '14rem',
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  background: `linear-gradient(135deg, ${vars.color.glow.violet}, ${vars.color.glow.rose}), ${vars.color.bg.raised}`,
});

export const card = style([sample, { width: '15rem', aspectRatio: '3 / 4', minHeight: 'auto' }]);
