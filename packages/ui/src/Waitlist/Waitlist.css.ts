import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { formSheet, sectionTitle } from '../theme/patterns.css';
import { contentFrame } from '../theme/utilities.css';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100dvh',
  backgroundImage: `radial-gradient(40rem 28rem at 15% 10%, ${vars.color.glow.rose}, transparent 70%), radial-gradient(36rem 26rem at 90% 90%, ${vars.color.glow.violet}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
});

export const header = style([
  contentFrame,
  { display: 'flex', alignItems: 'center', minHeight: vars.layout.navHeight },
]);

export const main = style({ display: 'grid', placeItems: 'center', padding: vars.space['4'] });

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['3']})` },
  to: { opacity: 1, transform: 'none' },
});

export const panel = style([
  formSheet,
  {
    gap: vars.space['6'],
    maxWidth: '28rem',
    animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);

export const heading = style({ display: 'grid', gap: vars.space['3'] });

export const centered = style({ justifyItems: 'center', textAlign: 'center' });

export const title = style([sectionTitle, { selectors: { '&:focus-visible': { outline: 'none' } } }]);

export const text = style({ color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconButton.large,
  height: vars.size.iconButton.large,
  borderRadius: vars.radius.full,
  color: vars.color.state.success,
  background: `color-mix(in srgb, ${vars.color.state.success} 16%, transparent)`,
  boxShadow: `0 0 32px color-mix(in srgb, ${vars.color.state.success} 24%, transparent)`,
});
