import type { BonusOffer } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerRegistrationSource } from '../features/auth/partner-bonus-link';
import { fetchPartnerOffer } from '../lib/bonus-offer-endpoints';
import type { DeepLinkContext } from '../lib/deep-links/deep-link';
import { closeModal, getModalState } from '../lib/modals/modal-store';
import { installTestModals } from '../lib/modals/test-modals';
import { memoryStorage } from '../lib/testing/memory-storage';
import { DEEP_LINKS } from './deep-link-table';

vi.mock('../lib/bonus-offer-endpoints', () => ({ fetchPartnerOffer: vi.fn() }));

installTestModals({
  WelcomeQuestModal: 'player',
  PartnerRegistrationPopup: 'guest',
  PartnerBonusModal: 'player',
});

const partnerOffer = vi.mocked(fetchPartnerOffer);

function row(param: string) {
  const link = DEEP_LINKS.find((candidate) => candidate.param === param);
  if (!link) throw new Error(`no deep link ${param}`);
  return link;
}

function context(search: string, isGuest: boolean): DeepLinkContext {
  return {
    params: new URLSearchParams(search),
    pathname: '/',
    isGuest,
    lang: 'uk',
    features: { modalNameNewSuffix: false, publicProfilePopup: false, promoCodePopup: false },
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: memoryStorage() });
  partnerOffer.mockReset();
  partnerOffer.mockResolvedValue(null);
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('popup=start-chain', () => {
  it('shows a player the welcome chain', async () => {
    row('popup').run('start-chain', context('?popup=start-chain', false));
    await vi.waitFor(() => expect(getModalState()).toMatchObject({ name: 'WelcomeQuestModal', open: true }));
  });

  it('is not for guests, who keep popup=restore', async () => {
    row('popup').run('start-chain', context('?popup=start-chain', true));
    row('popup').run('restore', context('?popup=restore', false));
    await Promise.resolve();
    expect(getModalState().open).toBe(false);
    expect(partnerOffer).not.toHaveBeenCalled();
  });

  it("gives way to a gambling partner's bonus waiting for the player", async () => {
    partnerOffer.mockResolvedValue({ offerId: 5 } as BonusOffer);
    row('popup').run('start-chain', context('?popup=start-chain', false));
    await vi.waitFor(() => expect(getModalState()).toMatchObject({ name: 'PartnerBonusModal', open: true }));
    expect(partnerOffer).toHaveBeenCalledWith('uk');
  });

  it('opens the welcome chain when the partner bonus cannot be read', async () => {
    partnerOffer.mockRejectedValue(new Error('offline'));
    row('popup').run('start-chain', context('?popup=start-chain', false));
    await vi.waitFor(() => expect(getModalState()).toMatchObject({ name: 'WelcomeQuestModal', open: true }));
  });
});

describe('the partner bonus links', () => {
  it.each(['show-partner-bonus', 'get-partner-bonus'])(
    '%s invites a guest to register from the partner, and leaves the address',
    (param) => {
      const link = row(param);
      expect(link.clearQuery).toBe(true);
      link.run('1', context(`?${param}=1`, true));
      expect(getModalState()).toMatchObject({ name: 'PartnerRegistrationPopup', open: true });
      expect(partnerRegistrationSource()).toBe('partner');
    },
  );

  it("show a player the partner's bonus", () => {
    row('show-partner-bonus').run('1', context('?show-partner-bonus=1', false));
    expect(getModalState()).toMatchObject({ name: 'PartnerBonusModal', open: true });
    expect(partnerRegistrationSource()).toBeUndefined();
  });
});
