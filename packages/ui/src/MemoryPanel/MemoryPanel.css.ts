import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import {
  caption,
  card,
  eyebrow as eyebrowPattern,
  glowField,
  pageTitle,
  quietButton,
  readableColumn,
  screenFrame,
} from '../theme/patterns.css';

export const root = style([screenFrame, { alignContent: 'start' }]);

/** One readable column, however wide the screen. */
export const column = style([readableColumn, { justifyItems: 'start' }]);

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const eyebrow = eyebrowPattern;

export const title = style([pageTitle, { ':focus': { outline: 'none' } }]);

export const muted = style({ color: vars.color.text.muted });

/** Says what just succeeded; keeps its height so the list does not jump. */
export const status = style({
  justifySelf: 'stretch',
  minHeight: vars.type.size.md,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  textAlign: 'right',
});

export const list = style({
  display: 'grid',
  justifySelf: 'stretch',
  gap: vars.space['3'],
  padding: 0,
  listStyle: 'none',
});

/** A memory on its card; a pinned one is edged in rose, as what is always in mind. */
export const item = recipe({
  base: [
    card,
    {
      display: 'grid',
      gap: vars.space['2'],
      padding: vars.space['4'],
      '@media': { [media.tablet]: { padding: vars.space['6'] } },
    },
  ],
  variants: {
    pinned: {
      // Through the list, to outrank the card's own border wherever the build puts the card's rule.
      true: { selectors: { [`${list} > &`]: { borderColor: vars.color.accent.rose } } },
      false: {},
    },
  },
});

export const content = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
});

/** Where the memory came from, said quietly. */
export const kind = caption;

export const pinned = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.accent.rose,
  fontWeight: vars.type.weight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  fontSize: vars.type.size.sm,
});

export const action = style([
  quietButton,
  { selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } } },
]);

export const deletedItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontStyle: 'italic',
});

export const editor = style({ display: 'grid', gap: vars.space['2'] });

export const textArea = style([
  glowField,
  {
    width: '100%',
    minHeight: '4.5rem',
    padding: vars.space['3'],
    borderRadius: vars.radius.input,
    background: vars.color.bg.base,
    font: 'inherit',
    lineHeight: vars.type.lineHeight.body,
    resize: 'vertical',
    fieldSizing: 'content',
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.state.danger } },
  },
]);

/** Under the words: why they would be refused on the left; how much of the limit they use, and the buttons, on the right. */
export const textFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.type.size.sm,
});

export const problem = style({
  color: vars.color.state.danger,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
});

export const count = recipe({
  base: {
    marginLeft: 'auto',
    marginRight: vars.space['2'],
    color: vars.color.text.muted,
    fontSize: vars.type.size.xs,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { over: { true: { color: vars.color.state.danger }, false: {} } },
});

export const noteForm = style([
  card,
  {
    display: 'grid',
    justifySelf: 'stretch',
    gap: vars.space['3'],
    padding: vars.space['4'],
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
]);

export const sectionTitle = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.medium,
});

export const label = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
