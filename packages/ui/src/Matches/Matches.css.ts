import { createVar, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { eyebrow, pageTitle, screenHeader, screenStack } from '../theme/patterns.css';

export const root = screenStack;

export const header = screenHeader;

export const intro = style({ display: 'grid', gap: vars.space['2'] });

export { eyebrow };

export const title = pageTitle;

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
