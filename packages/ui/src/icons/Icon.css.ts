import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({ flexShrink: 0 });

export const size = styleVariants(vars.size.icon, (value) => ({ width: value, height: value }));
