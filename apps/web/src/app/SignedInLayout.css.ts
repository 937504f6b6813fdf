import { vars } from '@kindred/ui/theme';
import { style } from '@vanilla-extract/css';

/** The spec's 4rem body top padding: the fixed navigation bar's height. */
export const body = style({
  paddingTop: vars.layout.navHeight,
  minHeight: '100dvh',
});
