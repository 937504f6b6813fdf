import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const interactive = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: `${vars.border.hairline} solid transparent`,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transitionProperty: 'background, box-shadow, border-color, color, transform, opacity',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.out,
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const button = recipe({
  base: [
    interactive,
    {
      borderRadius: vars.radius.full,
      fontWeight: vars.type.weight.semibold,
      letterSpacing: vars.type.tracking.normal,
      lineHeight: vars.type.lineHeight.tight,
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.fill.primary,
        color: vars.color.text.onFill,
        selectors: { '&:hover:not(:disabled)': { boxShadow: vars.shadow.primaryGlow } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.accent.violet,
        borderColor: vars.color.accent.violet,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.glow.violet, color: vars.color.text.primary } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.bg.hover } },
      },
    },
    size: {
      medium: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space['6'],
        fontSize: vars.type.size.md,
      },
      large: {
        minHeight: vars.size.control.large,
        paddingInline: vars.space['8'],
        fontSize: vars.type.size.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconButton = recipe({
  base: [interactive, { borderRadius: vars.radius.full, padding: 0, background: vars.color.bg.raised }],
  variants: {
    tone: {
      rose: {
        color: vars.color.accent.rose,
        borderColor: vars.color.border.subtle,
        selectors: {
          '&:hover:not(:disabled)': {
            boxShadow: vars.shadow.roseGlow,
          },
        },
      },
      muted: {
        color: vars.color.text.muted,
        borderColor: vars.color.border.subtle,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.text.primary, borderColor: vars.color.border.strong },
        },
      },
      violet: {
        color: vars.color.accent.violet,
        borderColor: vars.color.border.subtle,
        selectors: {
          '&:hover:not(:disabled)': {
            boxShadow: vars.shadow.violetGlow,
          },
        },
      },
    },
    size: {
      medium: { width: vars.size.iconButton.medium, height: vars.size.iconButton.medium },
      large: { width: vars.size.iconButton.large, height: vars.size.iconButton.large, boxShadow: vars.shadow.card },
    },
  },
  defaultVariants: { tone: 'muted', size: 'medium' },
});
