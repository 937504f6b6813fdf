import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Phones: the lead card on top, the other two side by side. Wider screens: the lead card takes two
 * thirds of the width and both rows, the others stack beside it.
 */
export const mosaic = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateRows: '26rem 16rem',
  gap: vars.space['3'],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '2fr 1fr',
      gridTemplateRows: 'repeat(2, 16rem)',
      gap: vars.space['4'],
    },
    [media.desktop]: { gridTemplateRows: 'repeat(2, 18rem)', gap: vars.space['6'] },
  },
});

export const slot = style({
  minWidth: 0,
  selectors: {
    '&:first-child': { gridColumn: '1 / -1' },
  },
  '@media': {
    [media.tablet]: {
      selectors: { '&:first-child': { gridColumn: '1', gridRow: '1 / span 2' } },
    },
  },
});
