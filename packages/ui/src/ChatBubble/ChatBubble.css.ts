import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The sender-side top corner: round on a message's first bubble, tight where it joins the one above. */
const joinRadius = createVar();

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const row = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxWidth: 'min(78%, 36rem)',
    animation: `${appear} ${vars.motion.duration.medium} ${vars.motion.easing.out}`,
  },
  variants: {
    sender: {
      human: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      ai: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    vars: { [joinRadius]: vars.radius.bubble },
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.bubble,
    fontSize: vars.type.size.md,
    lineHeight: vars.type.lineHeight.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    sender: {
      human: {
        background: vars.color.fill.primary,
        color: vars.color.text.onFill,
        borderTopRightRadius: joinRadius,
        borderBottomRightRadius: vars.radius.bubbleTail,
        boxShadow: `0 ${vars.space['1']} ${vars.space['4']} ${vars.color.glow.rose}`,
      },
      ai: {
        background: vars.color.bg.raised,
        color: vars.color.text.primary,
        border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
        borderTopLeftRadius: joinRadius,
        borderBottomLeftRadius: vars.radius.bubbleTail,
      },
    },
    continued: { true: { vars: { [joinRadius]: vars.radius.bubbleTail } }, false: {} },
  },
  defaultVariants: { continued: false },
});

/** The time under a message's last bubble, and a note beside it. */
export const meta = style({
  display: 'flex',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  paddingInline: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ fontStyle: 'italic' });
