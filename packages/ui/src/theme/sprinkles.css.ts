import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './contract.css';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.type.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const toneProperties = defineProperties({
  properties: {
    color: {
      primary: vars.color.text.primary,
      muted: vars.color.text.muted,
      rose: vars.color.accent.rose,
      violet: vars.color.accent.violet,
      gold: vars.color.accent.gold,
      danger: vars.color.state.danger,
      success: vars.color.state.success,
    },
    background: { base: vars.color.bg.base, raised: vars.color.bg.raised, overlay: vars.color.bg.overlay },
    fontFamily: vars.type.family,
    fontWeight: vars.type.weight,
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, toneProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
