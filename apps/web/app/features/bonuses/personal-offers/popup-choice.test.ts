import type { BonusOffer } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { nextOfferToShow } from './popup-choice';

function offer(offerId: number, shownAt: string | null): BonusOffer {
  return { offerId, shownAt } as BonusOffer;
}

describe('the offer BonusPopup shows next', () => {
  it('is the first not shown and not opened here yet', () => {
    const offers = [offer(3, null), offer(2, null), offer(1, null)];
    expect(nextOfferToShow(offers, new Set())?.offerId).toBe(3);
    expect(nextOfferToShow(offers, new Set([3]))?.offerId).toBe(2);
  });

  it('is none once every offer was shown', () => {
    expect(nextOfferToShow([offer(1, '2026-11-26T10:00:00.000Z'), offer(2, null)], new Set([2]))).toBeNull();
    expect(nextOfferToShow([], new Set())).toBeNull();
  });
});
