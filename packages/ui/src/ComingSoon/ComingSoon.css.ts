import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.layout.navHeight})`,
  padding: vars.space['6'],
  backgroundImage: `radial-gradient(36rem 24rem at 50% 30%, ${vars.color.glow.violet}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '32rem',
  padding: vars.space['8'],
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: vars.space['12'] } },
});

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

export const eyebrow = style({
  color: vars.color.accent.gold,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['3xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
  letterSpacing: vars.type.tracking.tight,
});

export const message = style({ color: vars.color.text.muted, marginBottom: vars.space['4'] });
