import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The profile's side column, where the card stands. */
export const aside = style({ maxWidth: '22rem', padding: vars.space['8'] });
