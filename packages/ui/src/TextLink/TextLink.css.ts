import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const textLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.input,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: vars.border.hairline,
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    cursor: 'pointer',
  },
  variants: {
    tone: {
      violet: { color: vars.color.accent.violet, ':hover': { color: vars.color.text.primary } },
      muted: { color: vars.color.text.muted, ':hover': { color: vars.color.text.primary } },
      primary: { color: vars.color.text.primary, ':hover': { color: vars.color.accent.violet } },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
    },
    weight: {
      regular: { fontWeight: vars.type.weight.regular },
      medium: { fontWeight: vars.type.weight.medium },
    },
  },
  defaultVariants: { tone: 'violet', underline: 'always', weight: 'regular' },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;
