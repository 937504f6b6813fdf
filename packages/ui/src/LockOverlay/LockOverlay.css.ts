import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', isolation: 'isolate' });

export const content = recipe({
  base: { userSelect: 'none' },
  variants: {
    layout: {
      // One control under the lock: its own words would show around the label, so only its shape remains.
      inline: { visibility: 'hidden' },
      stacked: {},
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

export const overlay = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    zIndex: vars.zIndex.raised,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['3'],
    background: vars.color.bg.overlay,
    backdropFilter: `blur(${vars.blur.overlay})`,
    WebkitBackdropFilter: `blur(${vars.blur.overlay})`,
    border: `${vars.border.hairline} solid ${vars.color.glow.gold}`,
    cursor: 'not-allowed',
  },
  variants: {
    layout: {
      inline: { flexDirection: 'row', gap: vars.space['2'] },
      stacked: { flexDirection: 'column', gap: vars.space['3'] },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    color: vars.color.accent.gold,
    background: vars.color.glow.gold,
    boxShadow: vars.shadow.goldGlow,
  },
  variants: {
    layout: {
      inline: { width: vars.size.icon.large, height: vars.size.icon.large },
      stacked: { width: vars.size.iconButton.large, height: vars.size.iconButton.large },
    },
  },
});

export const label = style({
  color: vars.color.accent.gold,
  fontSize: vars.type.size.sm,
  fontWeight: vars.type.weight.semibold,
  letterSpacing: vars.type.tracking.wide,
  textTransform: 'uppercase',
  textAlign: 'center',
});
