import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { formSheet, pageTitle, screenStack, sectionTitle, sheet } from '../theme/patterns.css';

export const root = style([screenStack, { maxWidth: '48rem' }]);

export const heading = style({ display: 'grid', gap: vars.space['2'] });

export const title = pageTitle;

export const subtitle = style({ color: vars.color.text.muted });

export const section = style([formSheet, { display: 'grid', gap: vars.space['4'] }]);

export const sectionHeading = sectionTitle;

export const hint = style({ color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end' });

export const notice = style({ color: vars.color.accent.gold });

export const danger = style({ borderColor: vars.color.state.danger });

export const dialog = style([
  sheet,
  {
    width: 'min(32rem, calc(100vw - 2rem))',
    margin: 'auto',
    padding: vars.space['6'],
    color: vars.color.text.primary,
    selectors: {
      '&::backdrop': { background: vars.color.bg.overlay, backdropFilter: `blur(${vars.blur.overlay})` },
    },
  },
]);

export const dialogBody = style({ display: 'grid', gap: vars.space['4'] });

export const losses = style({ display: 'grid', gap: vars.space['1'], paddingLeft: vars.space['6'], listStyle: 'disc' });

export const deletedNotice = style([
  sheet,
  {
    position: 'fixed',
    insetInline: vars.space['4'],
    top: vars.space['4'],
    zIndex: vars.zIndex.overlay,
    maxWidth: '32rem',
    marginInline: 'auto',
    padding: vars.space['4'],
    textAlign: 'center',
  },
]);
