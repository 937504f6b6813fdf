/*
 * Looks several screens share. Components compose them with `style([pattern, { …own rules }])`;
 * a rule of their own comes later in the CSS, so it wins over the pattern's.
 */
import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

/** A signed-in screen below the nav: the content column with room at the bottom. Gaps are the screen's. */
export const screenFrame = style({
  display: 'grid',
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  padding: vars.space['4'],
  paddingBottom: vars.space['16'],
  '@media': { [media.tablet]: { padding: vars.space['8'], paddingBottom: vars.space['24'] } },
});

/** A screen of stacked sections: a header, then its content. */
export const screenStack = style([
  screenFrame,
  { alignContent: 'start', gap: vars.space['8'], '@media': { [media.tablet]: { gap: vars.space['12'] } } },
]);

/** A screen's header: the title block on the left, its controls on the right, wrapping on phones. */
export const screenHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['6'],
});

/** The small uppercase line above a title, in rose. */
export const eyebrow = style({
  color: vars.color.accent.rose,
  fontSize: vars.type.size.xs,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
});

/** A muted uppercase caption over a detail (a fact, a list of interests…). */
export const caption = style([eyebrow, { color: vars.color.text.muted }]);

/** The eyebrow of a page-wide headline, one step larger. */
export const eyebrowLarge = style([eyebrow, { fontSize: vars.type.size.sm }]);

/** Fraunces at display leading; the size is the title's own. */
export const displayType = style({
  fontFamily: vars.type.family.display,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.display,
  letterSpacing: vars.type.tracking.tight,
});

/** One readable column of a settings-like page, however wide the screen. */
export const readableColumn = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  '@media': { [media.tablet]: { gap: vars.space['8'] } },
});

/** A page's title (h1): 3xl, 4xl from tablet up. */
export const pageTitle = style([
  displayType,
  { fontSize: vars.type.size['3xl'], '@media': { [media.tablet]: { fontSize: vars.type.size['4xl'] } } },
]);

/** A section's or a form panel's title: 2xl, 3xl from tablet up. */
export const sectionTitle = style([
  displayType,
  { fontSize: vars.type.size['2xl'], '@media': { [media.tablet]: { fontSize: vars.type.size['3xl'] } } },
]);

/** A raised sheet: the large radius and deep shadow of panels that hold a whole form or message. */
export const sheet = style({
  borderRadius: vars.radius.sheet,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sheet,
});

/** A sheet centred on its own page around one form: roomier from tablet up. */
export const formSheet = style([
  sheet,
  {
    display: 'grid',
    width: '100%',
    padding: vars.space['6'],
    '@media': { [media.tablet]: { padding: vars.space['12'] } },
  },
]);

/** A raised card with the soft card shadow. */
export const card = style({
  borderRadius: vars.radius.card,
  background: vars.color.bg.raised,
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.card,
});

/** A list laid out as a grid of tiles: two columns on phones; the columns from tablet up are the list's. */
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gap: vars.space['4'] } },
});

/** The rounded text field of the chat (composer, conversation search): a violet glow on focus. */
export const glowField = style({
  border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontSize: vars.type.size.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.out}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.accent.violet,
      boxShadow: `0 0 0 ${vars.border.hairline} ${vars.color.accent.violet}, 0 0 24px ${vars.color.glow.violet}`,
    },
  },
});

/** A quiet text button beside content (a message's or a memory's actions): the content stays what the eye reads. */
export const quietButton = style({
  minHeight: vars.space['8'],
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.muted,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { color: vars.color.text.primary, background: vars.color.bg.raised },
  ':focus-visible': { outline: `${vars.border.focusRing} solid ${vars.color.accent.rose}` },
  ':disabled': { opacity: 0.5, cursor: 'default' },
});
