import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const page = style({ display: 'grid', gap: vars.space['8'], padding: vars.space['8'] });

export const heading = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['4'],
});

export const token = style({ display: 'grid', alignContent: 'start', gap: vars.space['2'] });

export const swatch = style({
  height: '5rem',
  borderRadius: vars.radius.card,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
});

export const name = style({ fontSize: vars.type.size.sm, fontWeight: vars.type.weight.semibold });

export const value = style({
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  fontFamily: 'ui-monospace, monospace',
  overflowWrap: 'anywhere',
});

export const scaleRow = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  alignItems: 'baseline',
  gap: vars.space['4'],
});

export const displaySample = style({
  fontFamily: vars.type.family.display,
  lineHeight: vars.type.lineHeight.display,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const bar = style({
  height: vars.space['4'],
  borderRadius: vars.radius.full,
  background: vars.color.fill.primary,
});

export const shape = style({
  width: '6rem',
  height: '6rem',
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.accent.violet}`,
});

export const elevated = style({ height: '6rem', borderRadius: vars.radius.card, background: vars.color.bg.raised });
