import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeepLinkContext } from '../lib/deep-links/deep-link';
import { closeModal, getModalState } from '../lib/modals/modal-store';
import { installTestModals } from '../lib/modals/test-modals';
import { memoryStorage } from '../lib/testing/memory-storage';
import { DEEP_LINKS } from './deep-link-table';

installTestModals({ WelcomeQuestModal: 'player', PartnerRegistrationPopup: 'guest' });

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
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('popup=start-chain', () => {
  it('shows a player the welcome chain', () => {
    row('popup').run('start-chain', context('?popup=start-chain', false));
    expect(getModalState()).toMatchObject({ name: 'WelcomeQuestModal', open: true });
  });

  it('is not for guests, who keep popup=restore', () => {
    row('popup').run('start-chain', context('?popup=start-chain', true));
    expect(getModalState().open).toBe(false);
    row('popup').run('restore', context('?popup=restore', false));
    expect(getModalState().open).toBe(false);
  });

  it('gives way to a partner bonus', () => {
    row('get-partner-bonus').run('1', context('?get-partner-bonus=1', false));
    row('popup').run('start-chain', context('?popup=start-chain', false));
    expect(getModalState().open).toBe(false);
  });
});

describe('the partner bonus links', () => {
  it.each(['show-partner-bonus', 'get-partner-bonus'])(
    '%s invites a guest to register and leaves the address',
    (param) => {
      const link = row(param);
      expect(link.clearQuery).toBe(true);
      link.run('1', context(`?${param}=1`, true));
      expect(getModalState()).toMatchObject({ name: 'PartnerRegistrationPopup', open: true });
    },
  );

  it('opens nothing for a player yet: the partner bonus modal comes with bonuses', () => {
    row('show-partner-bonus').run('1', context('?show-partner-bonus=1', false));
    expect(getModalState().open).toBe(false);
  });
});
