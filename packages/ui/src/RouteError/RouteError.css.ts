import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
