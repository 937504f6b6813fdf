import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.input,
  border: `${vars.border.hairline} solid ${vars.color.state.danger}`,
  background: `color-mix(in srgb, ${vars.color.state.danger} 14%, ${vars.color.bg.base})`,
  color: vars.color.text.primary,
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const icon = style({ display: 'inline-flex', paddingTop: '0.1em', color: vars.color.state.danger });
