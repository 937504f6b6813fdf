import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** The landing page's glass panel, so the form is reviewed where it lives. */
export const stage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space['4'],
  backgroundImage: `radial-gradient(40rem 28rem at 20% 20%, ${vars.color.glow.rose}, transparent 70%), radial-gradient(36rem 26rem at 85% 80%, ${vars.color.glow.violet}, transparent 70%)`,
});

export const panel = style({
  width: '100%',
  maxWidth: '27rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.overlay,
  backdropFilter: `blur(${vars.blur.overlay})`,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});
