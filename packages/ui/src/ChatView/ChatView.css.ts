import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Header, history and composer; the history takes whatever height is left and scrolls. */
export const chat = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  height: '100%',
  minHeight: 0,
  background: `radial-gradient(40rem 28rem at 85% 0%, ${vars.color.glow.violet}, transparent 70%), ${vars.color.bg.base}`,
  backgroundRepeat: 'no-repeat',
});
