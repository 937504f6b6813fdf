import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** The list pane of the Messages screen: the screen's height, 360 px wide from tablets up. */
export const pane = style({
  height: '100%',
  background: vars.color.bg.raised,
  '@media': {
    [media.tablet]: { width: '360px', borderRight: `${vars.border.hairline} solid ${vars.color.border.subtle}` },
  },
});
