import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: `linear-gradient(135deg, ${vars.color.glow.rose}, ${vars.color.glow.violet}), ${vars.color.bg.raised}`,
    boxShadow: `0 0 0 ${vars.border.hairline} ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontFamily: vars.type.family.display,
    fontWeight: vars.type.weight.medium,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      medium: { width: vars.size.control.medium, height: vars.size.control.medium, fontSize: vars.type.size.lg },
      large: { width: vars.size.control.large, height: vars.size.control.large, fontSize: vars.type.size.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
