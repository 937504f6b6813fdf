import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const placeholder = style({ display: 'grid', gap: vars.space['4'] });

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
});

export const text = style({ color: vars.color.text.muted });

export const field = style({
  height: vars.size.control.medium,
  borderRadius: vars.radius.input,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  background: vars.color.bg.raised,
});
