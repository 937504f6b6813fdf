import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { glowField } from '../theme/patterns.css';

/** The search stays put; the rows scroll below it. */
export const list = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  height: '100%',
  minHeight: 0,
});

export const search = style({
  position: 'relative',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
});

export const searchIcon = style({
  position: 'absolute',
  top: '50%',
  left: `calc(${vars.space['4']} + ${vars.space['4']})`,
  transform: 'translateY(-50%)',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const searchInput = style([
  glowField,
  {
    width: '100%',
    minHeight: vars.size.control.medium,
    paddingInline: `calc(${vars.space['4']} + ${vars.size.icon.small} + ${vars.space['2']}) ${vars.space['4']}`,
    borderRadius: vars.radius.full,
    background: vars.color.bg.base,
  },
]);

export const scroller = style({
  // Holds the visually hidden labels of the rows, so they scroll with them instead of growing the page.
  position: 'relative',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBottom: vars.space['4'],
});

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  padding: 0,
  paddingInline: vars.space['2'],
  listStyle: 'none',
});

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.card,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  ':hover': { background: vars.color.bg.hover },
  ':focus-visible': { outlineOffset: `calc(-1 * ${vars.border.focusRing})` },
  selectors: {
    '&[aria-current="true"]': {
      background: `linear-gradient(90deg, ${vars.color.glow.rose}, transparent), ${vars.color.bg.hover}`,
    },
    // A rose bar at the leading edge marks the open conversation without relying on colour alone.
    '&[aria-current="true"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space['3'],
      left: 0,
      width: vars.space['1'],
      borderRadius: vars.radius.full,
      background: vars.color.accent.rose,
    },
  },
});

export const rowText = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
});

export const rowHeading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const name = style([
  oneLine,
  {
    flex: 1,
    fontWeight: vars.type.weight.semibold,
    fontSize: vars.type.size.md,
    lineHeight: vars.type.lineHeight.tight,
  },
]);

export const time = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const preview = recipe({
  base: [
    oneLine,
    { color: vars.color.text.muted, fontSize: vars.type.size.sm, lineHeight: vars.type.lineHeight.tight },
  ],
  variants: {
    /** No message yet: the invitation reads as a prompt rather than a quote. */
    empty: { true: { fontStyle: 'italic', color: vars.color.accent.violet }, false: {} },
  },
});

export const status = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space['12'],
  color: vars.color.accent.rose,
});

export const empty = style({
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['6'],
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const failed = style({ paddingBlock: vars.space['8'], paddingInline: vars.space['4'] });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['4'],
  color: vars.color.text.muted,
});
