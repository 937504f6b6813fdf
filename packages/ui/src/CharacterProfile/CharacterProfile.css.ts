import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  padding: vars.space['4'],
  paddingBottom: vars.space['16'],
  '@media': {
    [media.tablet]: { padding: vars.space['8'], paddingBottom: vars.space['24'] },
    [media.desktop]: { gridTemplateColumns: '22rem minmax(0, 1fr)', gap: vars.space['12'] },
  },
});

export const aside = style({
  '@media': {
    [media.tablet]: { maxWidth: '26rem', width: '100%', marginInline: 'auto' },
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.navHeight} + ${vars.space['6']})`,
      maxWidth: 'none',
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space['12'], minWidth: 0 });

export const tabs = style({ display: 'grid', gap: vars.space['6'] });

export const panel = style({ borderRadius: vars.radius.input });
