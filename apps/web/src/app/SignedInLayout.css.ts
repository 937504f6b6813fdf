import { bottomInset, media, vars } from '@kindred/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The spec's 4rem body top padding: the fixed navigation bar's height. */
export const body = style({
  paddingTop: vars.layout.navHeight,
  // On phones the tab bar covers the bottom edge: the page ends above it.
  paddingBottom: bottomInset,
  minHeight: '100dvh',
});

/** Below tablet width the tab bar is shown; the whole document (scroll padding, full-height screens) leaves room for it. */
globalStyle(`:root:has(${body})`, {
  '@media': {
    [`not ${media.tablet}`]: {
      vars: { [bottomInset]: `calc(${vars.layout.tabBarHeight} + env(safe-area-inset-bottom))` },
    },
  },
});
