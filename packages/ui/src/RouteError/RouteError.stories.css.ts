import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const belowNav = style({ paddingTop: vars.layout.navHeight });
