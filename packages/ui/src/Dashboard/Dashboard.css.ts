import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['12'],
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  padding: vars.space['4'],
  paddingBottom: vars.space['16'],
  '@media': {
    [media.tablet]: { padding: vars.space['8'], paddingBottom: vars.space['24'] },
  },
});

export const section = style({ display: 'grid', gap: vars.space['6'] });

export const sectionHeader = style({ display: 'grid', gap: vars.space['1'] });

export const eyebrow = style({
  color: vars.color.accent.rose,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
  letterSpacing: vars.type.tracking.tight,
  '@media': { [media.tablet]: { fontSize: vars.type.size['3xl'] } },
});
