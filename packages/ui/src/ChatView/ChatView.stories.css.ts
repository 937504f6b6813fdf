import { style } from '@vanilla-extract/css';

/** The chat pane of the Messages screen: the chat fills the height it is given. */
export const pane = style({ height: '100dvh' });
