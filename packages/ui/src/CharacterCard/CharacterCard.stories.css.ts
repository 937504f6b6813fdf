import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({ width: '18rem', padding: vars.space['8'] });
