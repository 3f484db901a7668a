import { bonusOfferListResponseSchema } from '@casino/contracts';
import { expect, type Page } from '@playwright/test';
import { AJAX } from './cash-support';

/**
 * Signs the page in as the demo player, as the login form does, with the player's personal offers marked shown: each
 * would otherwise open BonusPopup once, whenever its call answers, over whatever the journey is doing (the bonuses
 * journeys test that popup).
 */
export async function signInDemoPlayer(page: Page, base: string): Promise<void> {
  const headers = { ...AJAX, origin: base };
  const signedIn = await page.request.post(`${base}/login/`, {
    headers,
    data: { login: 'demo', password: 'Demo-Pass-2026' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const offers = await page.request.get(`${base}/rest/bonuses/offer/info/`, { headers: AJAX });
  for (const offer of bonusOfferListResponseSchema.parse(await offers.json()).data) {
    const shown = await page.request.post(`${base}/rest/bonuses/offer/showed/`, {
      headers,
      data: { offerId: offer.offerId },
    });
    expect(shown.ok(), await shown.text()).toBe(true);
  }
}
