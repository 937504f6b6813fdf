import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { card as cardPattern, eyebrowLarge, pageTitle, sheet } from '../theme/patterns.css';
import { sprinkles } from '../theme/sprinkles.css';
import { contentFrame } from '../theme/utilities.css';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg.base,
  backgroundImage: [
    `radial-gradient(60rem 32rem at 0% 0%, ${vars.color.glow.violet}, transparent 70%)`,
    `radial-gradient(48rem 28rem at 100% 0%, ${vars.color.glow.rose}, transparent 70%)`,
  ].join(', '),
  backgroundRepeat: 'no-repeat',
});

export const header = style([
  contentFrame,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    minHeight: vars.layout.navHeight,
  },
]);

export const main = style([
  contentFrame,
  { paddingBlock: vars.space['12'], '@media': { [media.desktop]: { paddingBlock: vars.space['16'] } } },
]);

export const article = style({
  display: 'grid',
  gap: vars.space['12'],
  maxWidth: vars.layout.proseMax,
  marginInline: 'auto',
});

export const intro = sprinkles({ display: 'grid', gap: '4' });

export const eyebrow = eyebrowLarge;

export const title = pageTitle;

export const meta = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const lede = style({ color: vars.color.text.muted, fontSize: vars.type.size.lg });

export const body = sprinkles({ display: 'grid', gap: '12' });

export const section = style([sprinkles({ display: 'grid', gap: '4' })]);

export const sectionTitle = style({
  fontFamily: vars.type.family.display,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

globalStyle(`${section} p, ${section} li`, { color: vars.color.text.muted });

globalStyle(`${section} strong`, { color: vars.color.text.primary, fontWeight: vars.type.weight.semibold });

globalStyle(`${section} ul`, { display: 'grid', gap: vars.space['2'], paddingLeft: vars.space['6'] });

globalStyle(`${section} li::marker`, { color: vars.color.accent.rose });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

globalStyle(`${section} ${cardGrid}`, { paddingLeft: 0 });

export const card = style([
  cardPattern,
  { display: 'grid', alignContent: 'start', gap: vars.space['2'], padding: vars.space['6'] },
]);

export const cardIcon = style({ color: vars.color.accent.rose, marginBottom: vars.space['1'] });

export const cardTitle = style({
  color: vars.color.text.primary,
  fontSize: vars.type.size.lg,
  fontWeight: vars.type.weight.semibold,
  lineHeight: vars.type.lineHeight.tight,
});

export const waitlist = style([
  sheet,
  {
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space['4'],
    padding: vars.space['8'],
    backgroundImage: `radial-gradient(28rem 16rem at 100% 100%, ${vars.color.glow.rose}, transparent 70%)`,
  },
]);

export const waitlistTitle = style([sectionTitle]);

export const waitlistText = style({ color: vars.color.text.muted });
