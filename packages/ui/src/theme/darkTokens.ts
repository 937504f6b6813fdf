import type { vars } from './contract.css';

type TokenValues<Contract> = {
  [Key in keyof Contract]: Contract[Key] extends string ? string : TokenValues<Contract[Key]>;
};

/** The shape every theme fills: one string for each leaf of the contract. */
export type ThemeTokens = TokenValues<typeof vars>;

/** The night-time lounge: values of the visual direction, dark first. */
export const darkTokens = {
  color: {
    bg: {
      base: '#0E0A14',
      raised: '#1A1323',
      translucent: 'rgba(26, 19, 35, 0.78)',
      overlay: 'rgba(14, 10, 20, 0.72)',
      hover: 'rgba(246, 241, 248, 0.08)',
    },
    text: { primary: '#F6F1F8', muted: '#B9ADC4', onFill: '#FFFFFF' },
    accent: { rose: '#FF4F7B', violet: '#A78BFA', gold: '#F5C66B' },
    fill: { primary: 'linear-gradient(135deg, #E11D48 0%, #C2410C 100%)' },
    state: { danger: '#FF5A5F', success: '#3DD68C' },
    border: { subtle: 'rgba(246, 241, 248, 0.12)', strong: 'rgba(246, 241, 248, 0.24)' },
    glow: {
      rose: 'rgba(255, 79, 123, 0.28)',
      violet: 'rgba(167, 139, 250, 0.22)',
      gold: 'rgba(245, 198, 107, 0.18)',
    },
    scrim: [
      'linear-gradient(90deg, rgba(14, 10, 20, 0.62) 0%, rgba(14, 10, 20, 0.3) 60%, rgba(14, 10, 20, 0.08) 100%)',
      'linear-gradient(180deg, rgba(14, 10, 20, 0) 55%, rgba(14, 10, 20, 0.85) 100%)',
    ].join(', '),
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '6': '24px',
    '8': '32px',
    '12': '48px',
    '16': '64px',
    '24': '96px',
  },
  type: {
    family: {
      display: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      '2xl': '1.75rem',
      '3xl': '2.25rem',
      '4xl': '3rem',
      hero: '4rem',
    },
    lineHeight: { body: '1.5', display: '1.1', tight: '1.25' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    tracking: { tight: '-0.02em', normal: '0', wide: '0.12em' },
  },
  size: {
    control: { medium: '2.75rem', large: '3.25rem' },
    iconButton: { medium: '2.75rem', large: '4rem' },
    icon: { small: '1rem', medium: '1.25rem', large: '1.75rem' },
    swipeCard: { width: '360px', height: '540px' },
  },
  radius: { input: '8px', card: '16px', sheet: '24px', full: '9999px', bubble: '18px', bubbleTail: '6px' },
  border: { hairline: '1px', focusRing: '2px', focusOffset: '2px' },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 12px 32px rgba(0, 0, 0, 0.45)',
    cardHover:
      '0 1px 2px rgba(0, 0, 0, 0.4), 0 16px 40px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 79, 123, 0.28), 0 0 36px rgba(255, 79, 123, 0.2)',
    sheet: '0 24px 64px rgba(0, 0, 0, 0.55), 0 0 0 1px rgba(246, 241, 248, 0.06)',
    primaryGlow: '0 10px 30px rgba(225, 29, 72, 0.38)',
    roseGlow: '0 0 0 1px #FF4F7B, 0 0 28px rgba(255, 79, 123, 0.28)',
    violetGlow: '0 0 0 1px #A78BFA, 0 0 28px rgba(167, 139, 250, 0.22)',
    goldGlow: '0 0 0 1px rgba(245, 198, 107, 0.18), 0 0 28px rgba(245, 198, 107, 0.18)',
  },
  blur: { overlay: '12px', nav: '16px' },
  motion: {
    duration: { fast: '150ms', medium: '250ms', slow: '400ms', loop: '900ms' },
    easing: { out: 'cubic-bezier(0.16, 1, 0.3, 1)', inOut: 'cubic-bezier(0.65, 0, 0.35, 1)' },
  },
  zIndex: { base: '0', raised: '1', nav: '100', overlay: '200', modal: '300' },
  layout: {
    contentMax: '1200px',
    proseMax: '42rem',
    navHeight: '4rem',
    tabBarHeight: '4rem',
    conversationList: '360px',
  },
} satisfies ThemeTokens;
