import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A page under the bar, so its translucency and the open menu are seen over content. */
export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingTop: `calc(${vars.layout.navHeight} + ${vars.space['8']})`,
  paddingInline: vars.space['6'],
  paddingBottom: vars.space['8'],
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
});

export const heading = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['3xl'],
  fontWeight: vars.type.weight.medium,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['4'],
});

export const card = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.card,
  background: `linear-gradient(160deg, ${vars.color.glow.violet}, ${vars.color.glow.rose}), ${vars.color.bg.raised}`,
  boxShadow: vars.shadow.card,
});
