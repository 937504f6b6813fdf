import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

/** Room around a single component in a full-screen story. */
export const canvas = style({ padding: vars.space['8'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });

export const stack = style({ display: 'grid', gap: vars.space['6'], maxWidth: vars.layout.proseMax });
