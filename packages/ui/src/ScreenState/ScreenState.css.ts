import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { bottomInset } from '../theme/insets.css';

export const root = recipe({
  base: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space['3'],
    textAlign: 'center',
  },
  variants: {
    size: {
      page: {
        minHeight: `calc(100dvh - ${vars.layout.navHeight} - ${bottomInset})`,
        padding: vars.space['6'],
        backgroundImage: `radial-gradient(32rem 20rem at 50% 40%, ${vars.color.glow.violet}, transparent 70%)`,
        backgroundRepeat: 'no-repeat',
      },
      section: {
        minHeight: '16rem',
        padding: vars.space['8'],
        borderRadius: vars.radius.card,
        border: `${vars.border.hairline} dashed ${vars.color.border.subtle}`,
        background: vars.color.bg.raised,
      },
    },
  },
  defaultVariants: { size: 'page' },
});

export const badge = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.iconButton.large,
    height: vars.size.iconButton.large,
    marginBottom: vars.space['2'],
    borderRadius: vars.radius.full,
  },
  variants: {
    kind: {
      loading: { color: vars.color.accent.rose },
      empty: {
        color: vars.color.accent.rose,
        background: vars.color.glow.rose,
        boxShadow: `0 0 32px ${vars.color.glow.rose}`,
      },
      error: {
        color: vars.color.state.danger,
        background: vars.color.bg.hover,
        boxShadow: `0 0 0 ${vars.border.hairline} ${vars.color.border.subtle}`,
      },
      notFound: {
        color: vars.color.accent.violet,
        background: vars.color.glow.violet,
        boxShadow: `0 0 32px ${vars.color.glow.violet}`,
      },
      comingSoon: {
        color: vars.color.accent.gold,
        background: vars.color.glow.gold,
        boxShadow: `0 0 32px ${vars.color.glow.gold}`,
      },
    },
  },
});

export const title = recipe({
  base: { fontWeight: vars.type.weight.medium, lineHeight: vars.type.lineHeight.tight },
  variants: {
    size: {
      page: {
        fontFamily: vars.type.family.display,
        fontSize: vars.type.size['2xl'],
        lineHeight: vars.type.lineHeight.display,
        letterSpacing: vars.type.tracking.tight,
        '@media': { [media.tablet]: { fontSize: vars.type.size['3xl'] } },
      },
      section: { fontSize: vars.type.size.lg },
    },
  },
});

export const message = style({ maxWidth: '28rem', color: vars.color.text.muted });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});
