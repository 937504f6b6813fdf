import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Content running down to the bottom edge, so the bar is seen over it and the last card clears it. */
export const page = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  paddingBottom: `calc(${vars.layout.tabBarHeight} + ${vars.space['4']} + env(safe-area-inset-bottom))`,
});

export const card = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.card,
  background: `linear-gradient(160deg, ${vars.color.glow.violet}, ${vars.color.glow.rose}), ${vars.color.bg.raised}`,
  boxShadow: vars.shadow.card,
});
