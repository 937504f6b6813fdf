import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { quietButton } from '../theme/patterns.css';

/** What sits under a message: its notes and its actions, on the sender's side. */
export const footer = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingInline: vars.space['2'],
    color: vars.color.text.muted,
    fontSize: vars.type.size.xs,
  },
  variants: {
    sender: { human: { justifyContent: 'flex-end' }, ai: { justifyContent: 'flex-start' } },
  },
});

/** A message that has actions: pointing at it, touching it or moving the keyboard into it shows them. */
export const host = style({ outline: 'none' });

/**
 * A message's actions, folded away until its message is pointed at, touched or reached by keyboard
 * (a folded button still takes focus, which unfolds it); the latest reply shows them at once.
 */
export const actions = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['1'],
    maxHeight: 0,
    overflow: 'hidden',
    opacity: 0,
    transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      [`${host}:hover &, ${host}:focus-within &`]: { maxHeight: 'none', overflow: 'visible', opacity: 1 },
    },
  },
  variants: {
    shown: { true: { maxHeight: 'none', overflow: 'visible', opacity: 1 }, false: {} },
  },
});

export const action = quietButton;

/** ‹ and › are narrow characters: their buttons are square, big enough for a finger. */
export const pagerButton = style({ minWidth: vars.space['8'] });

export const note = style({ fontStyle: 'italic' });

export const problem = style({ color: vars.color.state.danger, fontWeight: vars.type.weight.semibold });

export const pager = style({ display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  alignSelf: 'flex-end',
  width: 'min(78%, 36rem)',
});

export const editBox = style({
  width: '100%',
  minHeight: '4.5rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.input,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  background: vars.color.bg.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  resize: 'vertical',
  ':focus-visible': { outline: `${vars.border.focusRing} solid ${vars.color.accent.rose}` },
});

export const deleted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontStyle: 'italic',
});
