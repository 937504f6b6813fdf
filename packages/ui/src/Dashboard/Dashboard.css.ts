import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { eyebrow, screenFrame, sectionTitle } from '../theme/patterns.css';

export const root = style([screenFrame, { gap: vars.space['12'] }]);

export const section = style({ display: 'grid', gap: vars.space['6'] });

export const sectionHeader = style({ display: 'grid', gap: vars.space['1'] });

export { eyebrow, sectionTitle };
