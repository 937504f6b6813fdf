import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { screenFrame } from '../theme/patterns.css';

export const root = style([
  screenFrame,
  {
    alignItems: 'start',
    gap: vars.space['8'],
    '@media': { [media.desktop]: { gridTemplateColumns: '22rem minmax(0, 1fr)', gap: vars.space['12'] } },
  },
]);

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
