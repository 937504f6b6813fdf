import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

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

export const panel = style({
  display: 'grid',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: '34rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  '@media': { [media.tablet]: { padding: vars.space['12'] } },
});

export const heading = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
  letterSpacing: vars.type.tracking.tight,
  '@media': { [media.tablet]: { fontSize: vars.type.size['3xl'] } },
});

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
