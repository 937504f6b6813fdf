import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A column as wide as a chat, so bubbles find their side. */
export const thread = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], maxWidth: '40rem' });
