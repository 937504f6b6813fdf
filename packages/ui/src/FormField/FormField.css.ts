import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.control.medium,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.input,
    border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
    background: vars.color.bg.base,
    color: vars.color.text.primary,
    fontSize: vars.type.size.md,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.out,
    appearance: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text.muted },
      '&:focus-visible': { borderColor: vars.color.accent.violet },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      // Keep the browser's autofill from painting a light box on the dark form.
      '&:-webkit-autofill': {
        WebkitTextFillColor: vars.color.text.primary,
        boxShadow: `0 0 0 100px ${vars.color.bg.raised} inset`,
        caretColor: vars.color.text.primary,
      },
    },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.state.danger }, false: {} },
    /** A short code typed digit by digit: large, centred and evenly spaced. */
    code: {
      true: {
        fontSize: vars.type.size.xl,
        fontVariantNumeric: 'tabular-nums',
        letterSpacing: '0.5em',
        textAlign: 'center',
        textIndent: '0.5em',
      },
      false: {},
    },
    /** Room on the right for the show/hide button or the select's chevron. */
    trailing: { true: { paddingRight: vars.space['12'] }, false: {} },
  },
  defaultVariants: { invalid: false, code: false, trailing: false },
});

globalStyle(`${input.classNames.base} option`, { background: vars.color.bg.raised, color: vars.color.text.primary });

export const trailingButton = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton.medium,
  height: `calc(${vars.size.control.medium} - ${vars.space['2']})`,
  border: 0,
  borderRadius: vars.radius.input,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[aria-pressed="true"]': { color: vars.color.accent.violet },
  },
});

export const trailingIcon = style({
  position: 'absolute',
  right: vars.space['4'],
  display: 'inline-flex',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const error = style({
  color: vars.color.state.danger,
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.tight,
});

export const hint = style({
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.tight,
});
