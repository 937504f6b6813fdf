import { createThemeContract } from '@vanilla-extract/css';

/**
 * Every value a component may use. Themes fill this contract; components read `vars` only,
 * so a new theme is one more `createTheme(vars, …)` and no component changes.
 */
export const vars = createThemeContract({
  color: {
    bg: { base: null, raised: null, translucent: null, overlay: null, hover: null },
    text: { primary: null, muted: null, onFill: null },
    accent: { rose: null, violet: null, gold: null },
    fill: { primary: null },
    state: { danger: null, success: null },
    border: { subtle: null, strong: null },
    glow: { rose: null, violet: null, gold: null },
    scrim: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '6': null,
    '8': null,
    '12': null,
    '16': null,
    '24': null,
  },
  type: {
    family: { display: null, body: null },
    size: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
      hero: null,
    },
    lineHeight: { body: null, display: null, tight: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    tracking: { tight: null, normal: null, wide: null },
  },
  size: {
    control: { medium: null, large: null },
    iconButton: { medium: null, large: null },
    icon: { small: null, medium: null, large: null },
    swipeCard: { width: null, height: null },
  },
  radius: { input: null, card: null, sheet: null, full: null, bubble: null, bubbleTail: null },
  border: { hairline: null, focusRing: null, focusOffset: null },
  shadow: {
    card: null,
    cardHover: null,
    sheet: null,
    primaryGlow: null,
    roseGlow: null,
    violetGlow: null,
    goldGlow: null,
  },
  blur: { overlay: null, nav: null },
  motion: {
    duration: { fast: null, medium: null, slow: null, loop: null },
    easing: { out: null, inOut: null },
  },
  zIndex: { base: null, raised: null, nav: null, overlay: null, modal: null },
  layout: { contentMax: null, proseMax: null, navHeight: null, tabBarHeight: null, conversationList: null },
});
