import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The deck's stage without the neighbours: the card centred, with room to lean. */
export const stage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space['4'],
  overflow: 'hidden',
});
