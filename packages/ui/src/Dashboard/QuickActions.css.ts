import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { card, tileGrid } from '../theme/patterns.css';

export const list = style([
  tileGrid,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    },
  },
]);

/** Five tiles never fill two or three columns evenly: the first ones take the spare room. */
export const item = style({
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
  '@media': {
    [media.tablet]: {
      gridColumn: 'span 2',
      selectors: { '&:first-child, &:nth-child(2)': { gridColumn: 'span 3' } },
    },
    [media.desktop]: {
      gridColumn: 'auto',
      selectors: { '&:first-child, &:nth-child(2)': { gridColumn: 'auto' } },
    },
  },
});

type Tone = { color: string; glow: string };

/** One style per tone of `quickActionTones`, made the same way. */
const byTone = <Style>(make: (tone: Tone) => Style) => ({
  gold: make({ color: vars.color.accent.gold, glow: vars.color.glow.gold }),
  rose: make({ color: vars.color.accent.rose, glow: vars.color.glow.rose }),
  violet: make({ color: vars.color.accent.violet, glow: vars.color.glow.violet }),
});

const tileBase = style([
  card,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    height: '100%',
    padding: vars.space['3'],
    textAlign: 'left',
    cursor: 'pointer',
    transitionProperty: 'transform, box-shadow, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.out,
    '@media': {
      [media.tablet]: {
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: vars.space['4'],
        padding: vars.space['6'],
      },
    },
    selectors: {
      '&:hover': { transform: 'translateY(-2px)', borderColor: vars.color.border.strong },
    },
  },
]);

export const arrow = style({
  position: 'absolute',
  top: vars.space['4'],
  right: vars.space['4'],
  color: vars.color.text.muted,
  opacity: 0,
  transform: `translateX(calc(-1 * ${vars.space['1']}))`,
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.out,
  selectors: { [`${tileBase}:hover &, ${tileBase}:focus-visible &`]: { opacity: 1, transform: 'none' } },
});

export const tile = recipe({
  base: tileBase,
  variants: {
    tone: byTone(({ color, glow }) => ({
      backgroundImage: `radial-gradient(14rem 8rem at 0% 0%, ${glow}, transparent 70%)`,
      selectors: { '&:hover': { boxShadow: `${vars.shadow.card}, 0 0 32px ${glow}`, borderColor: color } },
    })),
  },
});

export const badge = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.iconButton.medium,
    height: vars.size.iconButton.medium,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: byTone(({ color, glow }) => ({
      color,
      background: glow,
      boxShadow: `0 0 0 ${vars.border.hairline} ${glow}`,
    })),
  },
});

export const text = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({
  color: vars.color.text.primary,
  fontSize: vars.type.size.md,
  fontWeight: vars.type.weight.semibold,
  lineHeight: vars.type.lineHeight.tight,
});

export const description = style({
  display: 'none',
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  '@media': { [media.tablet]: { display: 'block' } },
});
