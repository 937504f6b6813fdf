import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space['6'],
  backgroundImage: `radial-gradient(32rem 22rem at 50% 45%, ${vars.color.glow.violet}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
});

export const stack = style({ display: 'grid', justifyItems: 'center', gap: vars.space['6'] });

export const label = style({
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  letterSpacing: vars.type.tracking.wide,
});

export const spinner = style({ color: vars.color.accent.rose });
