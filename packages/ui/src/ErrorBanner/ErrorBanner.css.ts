import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const bannerBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.input,
  color: vars.color.text.primary,
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.body,
  overflowWrap: 'anywhere',
});

const toneOf = (tone: string) => ({
  border: `${vars.border.hairline} solid ${tone}`,
  background: `color-mix(in srgb, ${tone} 14%, ${vars.color.bg.base})`,
});

export const banner = style([bannerBase, toneOf(vars.color.state.danger)]);
export const successBanner = style([bannerBase, toneOf(vars.color.state.success)]);

const iconBase = style({ display: 'inline-flex', paddingTop: '0.1em' });
export const icon = style([iconBase, { color: vars.color.state.danger }]);
export const successIcon = style([iconBase, { color: vars.color.state.success }]);
