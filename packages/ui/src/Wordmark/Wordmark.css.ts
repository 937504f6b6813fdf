import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text.primary,
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.tight,
  lineHeight: vars.type.lineHeight.display,
  textDecoration: 'none',
  borderRadius: vars.radius.input,
});

export const mark = style({ color: vars.color.accent.rose });
