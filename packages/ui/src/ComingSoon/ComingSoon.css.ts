import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { displayType, eyebrowLarge, sheet } from '../theme/patterns.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.layout.navHeight})`,
  padding: vars.space['6'],
  backgroundImage: `radial-gradient(36rem 24rem at 50% 30%, ${vars.color.glow.violet}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
});

export const panel = style([
  sheet,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space['4'],
    width: '100%',
    maxWidth: '32rem',
    padding: vars.space['8'],
    textAlign: 'center',
    '@media': { [media.tablet]: { padding: vars.space['12'] } },
  },
]);

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconButton.large,
  height: vars.size.iconButton.large,
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  color: vars.color.accent.gold,
  background: vars.color.glow.gold,
  boxShadow: vars.shadow.goldGlow,
});

export const eyebrow = style([eyebrowLarge, { color: vars.color.accent.gold }]);

export const title = style([displayType, { fontSize: vars.type.size['3xl'] }]);

export const message = style({ color: vars.color.text.muted, marginBottom: vars.space['4'] });
