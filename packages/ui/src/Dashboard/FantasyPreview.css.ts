import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] } },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: `radial-gradient(20rem 12rem at 100% 0%, ${vars.color.glow.violet}, transparent 70%), ${vars.color.bg.raised}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '11rem minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const image = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.input,
});

export const text = style({ display: 'grid', gap: vars.space['1'], paddingRight: vars.space['2'] });

export const kind = style({
  color: vars.color.accent.violet,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
});

export const name = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

export const bio = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
