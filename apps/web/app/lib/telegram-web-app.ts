import { readStored, STORAGE_KEYS, writeStored } from './browser-storage';

/** Added to `<html>` while the site runs inside Telegram, so styles and features can adapt. */
export const TELEGRAM_WEB_APP_CLASS = 'telegram-web-app';

/** Marks this browsing session as a Telegram web app (the `telegram-web-app` deep link of spec section 2). */
export function markTelegramWebApp(): void {
  writeStored('session', STORAGE_KEYS.telegramWebApp, '1');
  document.documentElement.classList.add(TELEGRAM_WEB_APP_CLASS);
}

export function isTelegramWebAppSession(): boolean {
  return readStored('session', STORAGE_KEYS.telegramWebApp) === '1';
}

/** Every document of a marked session gets the class again, e.g. after a language switch reloads the page. */
export function restoreTelegramWebAppClass(): void {
  if (isTelegramWebAppSession()) document.documentElement.classList.add(TELEGRAM_WEB_APP_CLASS);
}
