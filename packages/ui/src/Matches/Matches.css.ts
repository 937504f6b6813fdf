import { createVar, style } from '@vanilla-extract/css';
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

export const intro = style({ display: 'grid', gap: vars.space['2'] });

export const eyebrow = style({
  color: vars.color.accent.rose,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
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

/** The grid's columns: twelve divide evenly into rows of three and of four. */
export const GRID_COLUMNS = 12;

/** How many of the grid's columns a card spans. */
export const span = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gap: vars.space['2'],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: vars.space['4'] },
    [media.desktop]: { gap: vars.space['6'] },
  },
});

export const cell = style({ minWidth: 0, gridColumn: `span ${span}` });
