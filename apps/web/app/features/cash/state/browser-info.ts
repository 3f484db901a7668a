import type { BrowserInfo } from '@casino/contracts';

/** What 3-D Secure 2 risk checks ask of the browser, read at the moment of paying. */
export function browserInfo(): BrowserInfo {
  return {
    language: navigator.language.slice(0, 35),
    screenWidth: Math.round(window.screen.width),
    screenHeight: Math.round(window.screen.height),
    colorDepth: window.screen.colorDepth,
    timeZoneOffset: new Date().getTimezoneOffset(),
    userAgent: navigator.userAgent.slice(0, 2048),
    javaEnabled: false,
  };
}
