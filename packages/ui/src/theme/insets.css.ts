import { createVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * How much of the viewport's bottom edge something fixed covers (the phone tab bar of the signed-in
 * layout, which sets it on the document). Screens that fill the viewport leave it free; a focused
 * element scrolls clear of it. Nothing covers it unless a layout says so.
 */
export const bottomInset = createVar();

globalStyle(':root', {
  vars: { [bottomInset]: '0px' },
  // A focused element never lands under the fixed top navigation or the phone tab bar.
  scrollPaddingTop: vars.layout.navHeight,
  scrollPaddingBottom: bottomInset,
});
