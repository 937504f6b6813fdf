import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Where the app's top navigation would be, so the screen sits as it does in the app. */
export const belowNav = style({
  paddingTop: vars.layout.navHeight,
  backgroundImage: `linear-gradient(${vars.color.bg.raised}, ${vars.color.bg.raised})`,
  backgroundSize: `100% ${vars.layout.navHeight}`,
  backgroundRepeat: 'no-repeat',
});
