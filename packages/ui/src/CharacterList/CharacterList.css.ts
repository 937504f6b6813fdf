import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  padding: vars.space['4'],
  paddingBottom: vars.space['16'],
  '@media': { [media.tablet]: { gap: vars.space['12'], padding: vars.space['8'], paddingBottom: vars.space['24'] } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['6'],
});

export const intro = style({ display: 'grid', gap: vars.space['2'], maxWidth: '36rem' });

export const eyebrow = recipe({
  base: {
    fontSize: vars.type.size.xs,
    fontWeight: vars.type.weight.semibold,
    letterSpacing: vars.type.tracking.wide,
    textTransform: 'uppercase',
  },
  variants: {
    mode: { normal: { color: vars.color.accent.rose }, fantasy: { color: vars.color.accent.violet } },
  },
});

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['3xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
  letterSpacing: vars.type.tracking.tight,
  '@media': { [media.tablet]: { fontSize: vars.type.size['4xl'] } },
});

export const lede = style({ color: vars.color.text.muted });

export const panel = style({ borderRadius: vars.radius.card });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const fantasy = style({ display: 'grid', gap: vars.space['6'] });
