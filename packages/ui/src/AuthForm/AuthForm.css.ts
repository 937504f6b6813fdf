import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { displayType } from '../theme/patterns.css';

export const root = style({ display: 'grid', gap: vars.space['6'] });

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style([displayType, { fontSize: vars.type.size['2xl'] }]);

export const subtitle = style({ color: vars.color.text.muted, overflowWrap: 'anywhere' });

export const email = style({ color: vars.color.text.primary, fontWeight: vars.type.weight.semibold });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const forgotPassword = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space['2']})`,
  fontSize: vars.type.size.sm,
});

export const alternative = style({ display: 'grid', gap: vars.space['4'] });

const rule = { content: '""', flex: 1, height: vars.border.hairline, background: vars.color.border.subtle } as const;

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  '::before': rule,
  '::after': rule,
});

export const googleIcon = style({ width: vars.size.icon.small, height: vars.size.icon.small, flexShrink: 0 });

export const links = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.type.size.sm,
  textAlign: 'center',
});

/** Resets the button so that it takes the link look of `textLink`. */
export const modeLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  fontSize: 'inherit',
  textAlign: 'inherit',
});

export const prompt = style({ color: vars.color.text.muted, fontWeight: vars.type.weight.regular });
