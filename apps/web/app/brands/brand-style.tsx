import type { BrandId } from '@casino/contracts';
import { PALETTES } from './palettes';

/** Renders the brand's palette as CSS variables, for both themes; the system theme follows the OS setting. */
export function BrandStyle({ brand }: { brand: BrandId }) {
  const palette = PALETTES[brand];
  const surfaces = (set: BrandPalette['dark']) =>
    `--surface-0:${set.surface0};--surface-1:${set.surface1};--surface-2:${set.surface2};--surface-3:${set.surface3};`;
  const common = `--brand-accent:${palette.accent};--brand-accent-strong:${palette.accentStrong};--brand-accent-fg:${palette.accentForeground};--brand-win:${palette.win};`;
  const css = `:root{${common}${surfaces(palette.dark)}}.light-theme{${surfaces(palette.light)}}@media (prefers-color-scheme: light){.system-theme{${surfaces(palette.light)}}}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the CSS is built from typed brand constants, never user input
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

type BrandPalette = (typeof PALETTES)[BrandId];
