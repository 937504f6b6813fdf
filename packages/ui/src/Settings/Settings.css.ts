import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { card, eyebrow as eyebrowPattern, pageTitle, readableColumn, screenFrame } from '../theme/patterns.css';

export const root = style([screenFrame, { alignContent: 'start' }]);

export const column = readableColumn;

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const eyebrow = eyebrowPattern;

export const title = pageTitle;

export const muted = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });

/** Says "Saving..." or "Saved"; keeps its height so the page does not jump. */
export const status = style({
  minHeight: vars.type.size.md,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  textAlign: 'right',
});

export const section = style([
  card,
  {
    display: 'grid',
    gap: vars.space['4'],
    padding: vars.space['6'],
    '@media': { [media.tablet]: { padding: vars.space['8'] } },
  },
]);

export const sectionTitle = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size.xl,
  fontWeight: vars.type.weight.medium,
});

export const toggle = style({ display: 'grid', gap: vars.space['2'] });

export const toggleLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.type.weight.medium,
  cursor: 'pointer',
});

/** The checkbox itself drawn as a switch: a track with a knob that moves right when it is on. */
const knob = (at: string) =>
  `radial-gradient(circle at ${at} 50%, ${vars.color.text.primary} 0.5625rem, transparent 0.625rem)`;

export const switchInput = style({
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: vars.radius.full,
  appearance: 'none',
  backgroundColor: vars.color.border.strong,
  backgroundImage: knob('0.75rem'),
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:checked': { backgroundColor: vars.color.accent.violet, backgroundImage: knob('2rem') },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': {
      outline: `${vars.border.focusRing} solid ${vars.color.accent.violet}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});
