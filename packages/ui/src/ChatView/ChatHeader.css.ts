import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.layout.navHeight,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.translucent,
  backdropFilter: `blur(${vars.blur.nav})`,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

/** On a phone the chat has the whole screen, so it needs its own way back to the list. */
export const back = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['1'],
  paddingRight: vars.space['3'],
  borderRadius: vars.radius.full,
  color: 'inherit',
  textDecoration: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  ':hover': { background: vars.color.bg.hover },
});

export const names = style({ display: 'grid', minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

export const hint = style({
  color: vars.color.text.muted,
  fontSize: vars.type.size.xs,
  selectors: { [`${identity}:hover &`]: { color: vars.color.accent.violet } },
});

/** Beside the name, at the header's end: quiet until pointed at, like the profile hint. */
export const memory = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space['1'],
  justifyContent: 'center',
  minWidth: vars.space['8'],
  minHeight: vars.space['8'],
  marginLeft: 'auto',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  ':hover': { color: vars.color.accent.violet, borderColor: vars.color.accent.violet },
  '@media': { [media.tablet]: { paddingInline: vars.space['3'] } },
});

/** A phone keeps the room for the name: the link shows its icon alone, and is still named for screen readers. */
export const memoryLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});
