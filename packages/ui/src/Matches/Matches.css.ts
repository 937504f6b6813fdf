import { createVar, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { eyebrow, pageTitle, screenHeader, screenStack, sectionTitle } from '../theme/patterns.css';

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

/** Two cards a row on a phone, where a row of four would leave each card too narrow to read. */
export const cell = style({
  minWidth: 0,
  gridColumn: `span ${GRID_COLUMNS / 2}`,
  '@media': { [media.tablet]: { gridColumn: `span ${span}` } },
});

export const unavailable = style({
  display: 'grid',
  gap: vars.space['4'],
  marginTop: vars.space['8'],
  paddingTop: vars.space['6'],
  borderTop: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
});

export const unavailableTitle = sectionTitle;
