import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { contentFrame } from '../theme/utilities.css';

export const footer = style([
  contentFrame,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    paddingBlock: vars.space['6'],
    // A hairline that fades out at both ends rather than stopping short of the page edges.
    background: `linear-gradient(90deg, transparent, ${vars.color.border.subtle} 15%, ${vars.color.border.subtle} 85%, transparent) top / 100% ${vars.border.hairline} no-repeat`,
  },
]);

export const start = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['8'],
  rowGap: vars.space['3'],
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.size.sm,
});

export const copyright = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const end = style({ marginLeft: 'auto', fontSize: vars.type.size.sm });
