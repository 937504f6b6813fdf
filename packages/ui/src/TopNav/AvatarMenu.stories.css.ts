import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The avatar at the right end of the bar, with room below it for the open menu. */
export const corner = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: '32rem',
  padding: vars.space['4'],
});
