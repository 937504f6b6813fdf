import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A mosaic cell with a height of its own, as the `fill` layout expects. */
export const cell = style({ width: '36rem', maxWidth: '100%', height: '24rem', padding: vars.space['8'] });
