import { style } from '@vanilla-extract/css';

/** The chat's middle row: the log takes the height it is given and scrolls. */
export const pane = style({ display: 'grid', gridTemplateRows: 'minmax(0, 1fr)', height: '100dvh' });
