import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = recipe({
  base: { display: 'flex', alignItems: 'stretch', maxWidth: '100%' },
  variants: {
    variant: {
      pill: {
        display: 'inline-flex',
        gap: vars.space['1'],
        padding: vars.space['1'],
        borderRadius: vars.radius.full,
        background: vars.color.bg.raised,
        border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
      },
      underline: {
        gap: vars.space['6'],
        borderBottom: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
        overflowX: 'auto',
      },
    },
  },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: 0,
    background: 'transparent',
    color: vars.color.text.muted,
    fontWeight: vars.type.weight.semibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background, color, box-shadow',
    transitionDuration: vars.motion.duration.medium,
    transitionTimingFunction: vars.motion.easing.out,
    selectors: { '&:hover': { color: vars.color.text.primary } },
  },
  variants: {
    variant: {
      pill: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space['6'],
        borderRadius: vars.radius.full,
        fontSize: vars.type.size.sm,
      },
      underline: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space['1'],
        marginBottom: `calc(-1 * ${vars.border.hairline})`,
        borderBottom: `${vars.border.focusRing} solid transparent`,
        fontSize: vars.type.size.md,
        // The bar scrolls sideways on narrow screens and would clip a ring drawn outside the tab.
        outlineOffset: `calc(-1 * ${vars.border.focusRing})`,
      },
    },
    selected: { true: { color: vars.color.text.primary }, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'pill', selected: true },
      style: { background: vars.color.fill.primary, color: vars.color.text.onFill, boxShadow: vars.shadow.primaryGlow },
    },
    {
      variants: { variant: 'underline', selected: true },
      style: { borderBottomColor: vars.color.accent.rose },
    },
  ],
});

export const count = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: vars.size.icon.medium,
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    fontSize: vars.type.size.xs,
    fontWeight: vars.type.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    selected: {
      true: { background: vars.color.bg.base, color: vars.color.text.primary },
      false: { background: vars.color.bg.hover, color: vars.color.text.muted },
    },
  },
});
