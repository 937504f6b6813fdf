import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { caption, displayType } from '../theme/patterns.css';

export const card = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
});

export const pictureFrame = style({ position: 'relative', aspectRatio: '3 / 4', background: vars.color.bg.base });

export const portrait = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const matchBadge = style({
  position: 'absolute',
  top: vars.space['4'],
  left: vars.space['4'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.bg.overlay,
  backdropFilter: `blur(${vars.blur.overlay})`,
  border: `${vars.border.hairline} solid ${vars.color.accent.rose}`,
  boxShadow: `0 0 24px ${vars.color.glow.rose}`,
  color: vars.color.accent.rose,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.bold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
});

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['6'],
  '@media': { [media.desktop]: { padding: vars.space['8'] } },
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const name = style([displayType, { fontSize: vars.type.size['3xl'] }]);

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text.muted,
});

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const fact = style({
  flex: '1 1 auto',
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.input,
  background: vars.color.bg.hover,
  minWidth: 0,
});

export const factLabel = caption;

export const factValue = style({
  margin: 0,
  fontWeight: vars.type.weight.semibold,
  textTransform: 'capitalize',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const hint = style({
  marginTop: `calc(-1 * ${vars.space['3']})`,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
});
