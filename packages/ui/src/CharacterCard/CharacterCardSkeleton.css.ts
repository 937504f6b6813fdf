import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    borderRadius: vars.radius.card,
    backgroundColor: vars.color.bg.raised,
    backgroundImage: `linear-gradient(100deg, transparent 30%, ${vars.color.bg.hover} 50%, transparent 70%)`,
    backgroundSize: '200% 100%',
    border: `${vars.border.hairline} solid ${vars.color.border.subtle}`,
    animation: `${shimmer} calc(2 * ${vars.motion.duration.loop}) ${vars.motion.easing.inOut} infinite`,
  },
  variants: {
    layout: {
      portrait: { aspectRatio: '3 / 4' },
      fill: { height: '100%' },
    },
  },
});
