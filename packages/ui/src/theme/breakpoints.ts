/** Minimum widths of the responsive conditions; mobile is everything below tablet. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

/** Media queries for `@media` blocks (CSS variables cannot be used inside a media query). */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
