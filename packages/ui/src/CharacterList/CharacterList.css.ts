import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { eyebrow as eyebrowPattern, pageTitle, screenHeader, screenStack, tileGrid } from '../theme/patterns.css';

export const root = screenStack;

export const header = screenHeader;

export const intro = style({ display: 'grid', gap: vars.space['2'], maxWidth: '36rem' });

export const eyebrow = recipe({
  base: [eyebrowPattern],
  variants: { mode: { normal: {}, fantasy: { color: vars.color.accent.violet } } },
});

export const title = pageTitle;

export const lede = style({ color: vars.color.text.muted });

export const panel = style({ borderRadius: vars.radius.card });

export const grid = style([
  tileGrid,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['6'] },
    },
  },
]);

export const fantasy = style({ display: 'grid', gap: vars.space['6'] });
