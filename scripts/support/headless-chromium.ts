/**
 * The browser of the journeys: Debian's `chromium-headless-shell`, Chromium's own headless build. It renders
 * with the same engine as the full browser without the full browser's display compositor and GPU process, which
 * on a 2-core machine took a fifth of the journeys' CPU (decision 019).
 */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';
