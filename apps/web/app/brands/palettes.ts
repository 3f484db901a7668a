import type { BrandId } from '@casino/contracts';
import type { BrandPalette } from './palette';

export const PALETTES: Record<BrandId, BrandPalette> = {
  king: {
    accent: '#f5b400',
    accentStrong: '#ffcc33',
    accentForeground: '#1a1200',
    win: '#22c55e',
    dark: { surface0: '#0b0f1e', surface1: '#131a31', surface2: '#1b2442', surface3: '#26315a' },
    light: { surface0: '#f4f6fb', surface1: '#ffffff', surface2: '#eef1f8', surface3: '#e2e7f2' },
  },
  vlk: {
    // Deep enough for white text at 4.5:1; hover goes darker, not lighter, for the same reason.
    accent: '#df3515',
    accentStrong: '#c42c0f',
    accentForeground: '#ffffff',
    win: '#2dd4bf',
    dark: { surface0: '#120b0c', surface1: '#1e1315', surface2: '#2a1a1d', surface3: '#3a2327' },
    light: { surface0: '#fbf5f4', surface1: '#ffffff', surface2: '#f6ecea', surface3: '#ecdcd9' },
  },
  vegas: {
    accent: '#e6007e',
    accentStrong: '#c8006d',
    accentForeground: '#ffffff',
    win: '#facc15',
    dark: { surface0: '#0e0a1a', surface1: '#181130', surface2: '#221845', surface3: '#2e215c' },
    light: { surface0: '#f7f4fc', surface1: '#ffffff', surface2: '#efe9f9', surface3: '#e3daf3' },
  },
  '777': {
    accent: '#22c55e',
    accentStrong: '#4ade80',
    accentForeground: '#04210f',
    win: '#fbbf24',
    dark: { surface0: '#07130d', surface1: '#0e1f16', surface2: '#152b1f', surface3: '#1e3a2a' },
    light: { surface0: '#f3f9f5', surface1: '#ffffff', surface2: '#e8f3ec', surface3: '#d8eadf' },
  },
  sevens: {
    accent: '#c9a227',
    accentStrong: '#e3bd45',
    accentForeground: '#140f00',
    win: '#a78bfa',
    dark: { surface0: '#0a0a0c', surface1: '#141418', surface2: '#1d1d23', surface3: '#292931' },
    light: { surface0: '#f7f6f2', surface1: '#ffffff', surface2: '#efede6', surface3: '#e3e0d6' },
  },
};
