import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { glowField } from '../theme/patterns.css';

export const bar = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderTop: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.translucent,
  backdropFilter: `blur(${vars.blur.nav})`,
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

/** As wide as the conversation above it. */
export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  maxWidth: vars.layout.proseMax,
  marginInline: 'auto',
});

export const input = style([
  glowField,
  {
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.control.medium,
    // Grows with the draft up to about six lines, then scrolls.
    maxHeight: `calc(${vars.type.size.md} * ${vars.type.lineHeight.body} * 6 + ${vars.space['6']})`,
    fieldSizing: 'content',
    resize: 'none',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.sheet,
    background: vars.color.bg.raised,
    lineHeight: vars.type.lineHeight.body,
  },
]);
