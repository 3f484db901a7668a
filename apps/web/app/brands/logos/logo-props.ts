import type { ComponentType } from 'react';

/** `full` is the emblem with the wordmark; `mark` the emblem alone, for narrow headers and icons. */
export type LogoVariant = 'full' | 'mark';

export interface LogoProps {
  variant: LogoVariant;
  className?: string;
}

export type LogoComponent = ComponentType<LogoProps>;

/** The wordmark's type: heavy and condensed-looking in whatever sans the device has. */
export const WORDMARK_FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
