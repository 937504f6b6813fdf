import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { formSheet, sectionTitle } from '../theme/patterns.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['3']})` },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space['8'],
  minHeight: '100dvh',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  backgroundImage: `radial-gradient(42rem 30rem at 50% 0%, ${vars.color.glow.violet}, transparent 70%), radial-gradient(30rem 22rem at 85% 100%, ${vars.color.glow.rose}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
  animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panel = style([formSheet, { gap: vars.space['8'], maxWidth: '34rem' }]);

export const heading = style({ display: 'grid', gap: vars.space['2'] });

export const title = sectionTitle;

export const subtitle = style({ color: vars.color.text.muted });

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gap: vars.space['6'] } },
});

/** Two fields side by side from tablet up, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const agePair = style([pair, { '@media': { [media.tablet]: { gridTemplateColumns: '7rem 1fr' } } }]);
