/** A brand's colours as CSS custom properties; the design system's Tailwind tokens read these variables. */
export interface BrandPalette {
  /** Primary actions: deposit, play, register. */
  accent: string;
  accentStrong: string;
  accentForeground: string;
  /** Wins and success. */
  win: string;
  /** Dark theme surfaces, from the page background up two elevation steps. */
  dark: { surface0: string; surface1: string; surface2: string; surface3: string };
  light: { surface0: string; surface1: string; surface2: string; surface3: string };
}
