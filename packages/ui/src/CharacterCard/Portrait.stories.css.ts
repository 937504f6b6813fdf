import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A card-sized frame: the portrait fills it as it fills a card. */
export const frame = style({
  width: '15rem',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.bg.raised,
});
