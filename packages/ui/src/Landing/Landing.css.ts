import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { eyebrowLarge, pageTitle } from '../theme/patterns.css';
import { sprinkles } from '../theme/sprinkles.css';
import { contentFrame } from '../theme/utilities.css';

/** The artwork URL comes from the bundler at runtime, so the component assigns it inline. */
export const backgroundImage = createVar();

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg.base,
  backgroundImage: `${vars.color.scrim}, ${backgroundImage}`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  overflowX: 'hidden',
});

export const header = style([
  contentFrame,
  { display: 'flex', alignItems: 'center', minHeight: vars.layout.navHeight },
]);

export const main = style([
  contentFrame,
  {
    display: 'grid',
    alignItems: 'center',
    alignContent: 'center',
    gap: vars.space['12'],
    paddingBlock: vars.space['12'],
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(22rem, 27rem)', gap: vars.space['16'] },
    },
  },
]);

export const hero = style([sprinkles({ display: 'grid', gap: '6' }), { maxWidth: '40rem' }]);

export const eyebrow = style([eyebrowLarge, { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] }]);

export const headline = style([pageTitle, { '@media': { [media.desktop]: { fontSize: vars.type.size.hero } } }]);

export const headlineAccent = style({ color: vars.color.accent.rose, fontStyle: 'italic' });

export const lede = style({
  maxWidth: '34rem',
  color: vars.color.text.primary,
  fontSize: vars.type.size.lg,
  '@media': { [media.desktop]: { fontSize: vars.type.size.xl } },
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' });

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['4']})` },
  to: { opacity: 1, transform: 'none' },
});

export const authPanel = style({
  width: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.overlay,
  backdropFilter: `blur(${vars.blur.overlay})`,
  WebkitBackdropFilter: `blur(${vars.blur.overlay})`,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});
