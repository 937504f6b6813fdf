import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { caption, tileGrid } from '../theme/patterns.css';

export const stack = style({ display: 'grid', gap: vars.space['6'] });

export const bio = style({
  fontSize: vars.type.size.lg,
  lineHeight: vars.type.lineHeight.body,
  whiteSpace: 'pre-line',
});

export const block = style({ display: 'grid', gap: vars.space['3'] });

export const blockTitle = caption;

export const text = style({ whiteSpace: 'pre-line' });

export const muted = style({ color: vars.color.text.muted });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], padding: 0, listStyle: 'none' });

export const chip = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  background: vars.color.glow.violet,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.medium,
});

export const details = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingLeft: vars.space['4'],
  borderLeft: `${vars.border.focusRing} solid ${vars.color.glow.rose}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const interests = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const interest = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.card,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.raised,
  fontWeight: vars.type.weight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const interestBadge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.iconButton.medium,
  height: vars.size.iconButton.medium,
  borderRadius: vars.radius.full,
  color: vars.color.accent.rose,
  background: vars.color.glow.rose,
});

export const gallery = style([
  tileGrid,
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
]);

export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  padding: 0,
  overflow: 'hidden',
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.card,
  background: vars.color.bg.raised,
  cursor: 'zoom-in',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { boxShadow: vars.shadow.cardHover } },
});

export const thumbnailImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.out,
  selectors: { [`${thumbnail}:hover &`]: { transform: 'scale(1.05)' } },
});
