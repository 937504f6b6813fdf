import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { bottomInset } from '../theme/insets.css';
import { displayType } from '../theme/patterns.css';

/** Fills the viewport below the top navigation; each pane scrolls on its own. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: `calc(100dvh - ${vars.layout.navHeight} - ${bottomInset})`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `${vars.layout.conversationList} minmax(0, 1fr)`,
      maxWidth: vars.layout.contentMax,
      marginInline: 'auto',
      borderInline: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
    },
  },
});

/** On a phone one pane shows at a time; from tablets up both do. */
export const pane = recipe({
  base: { minHeight: 0, minWidth: 0 },
  variants: {
    hiddenOnPhone: {
      true: { display: 'none', '@media': { [media.tablet]: { display: 'grid' } } },
      false: { display: 'grid' },
    },
  },
});

export const listPane = style({
  gridTemplateRows: 'auto minmax(0, 1fr)',
  background: vars.color.bg.raised,
  '@media': { [media.tablet]: { borderRight: `${vars.border.hairline} solid ${vars.color.border.subtle}` } },
});

export const chatPane = style({ gridTemplateRows: 'minmax(0, 1fr)' });

export const title = style([
  displayType,
  {
    paddingTop: vars.space['6'],
    // In line with the avatars of the conversation rows.
    paddingInline: `calc(${vars.space['2']} + ${vars.space['3']})`,
    fontSize: vars.type.size['2xl'],
  },
]);

export const placeholder = style({
  display: 'grid',
  placeContent: 'center',
  padding: vars.space['8'],
  backgroundImage: `radial-gradient(32rem 22rem at 50% 45%, ${vars.color.glow.violet}, transparent 70%)`,
  backgroundRepeat: 'no-repeat',
});
