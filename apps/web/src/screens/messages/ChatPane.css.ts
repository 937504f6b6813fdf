import { vars } from '@kindred/ui/theme';
import { style } from '@vanilla-extract/css';

/** Centres what the chat pane shows while it has no character to talk to. */
export const placeholder = style({
  display: 'grid',
  alignContent: 'center',
  padding: vars.space['8'],
});
