import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A phone screen of content running under the bar, so its translucency is seen over it. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignContent: 'start',
  gap: vars.space['4'],
  height: '100dvh',
  overflow: 'hidden',
  padding: vars.space['4'],
  paddingBottom: `calc(${vars.layout.tabBarHeight} + ${vars.space['4']} + env(safe-area-inset-bottom))`,
});

export const card = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.card,
  background: `linear-gradient(160deg, ${vars.color.glow.violet}, ${vars.color.glow.rose}), ${vars.color.bg.raised}`,
  boxShadow: vars.shadow.card,
});
