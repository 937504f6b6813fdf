import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The list's column, where a row stands. */
export const list = style({
  width: '360px',
  maxWidth: '100%',
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.bg.raised,
});
