import { vars } from '@kindred/ui/theme';
import { style } from '@vanilla-extract/css';

export const pending = style({ display: 'grid', justifyItems: 'start', gap: vars.space['3'] });

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
});

export const text = style({ color: vars.color.text.muted });
