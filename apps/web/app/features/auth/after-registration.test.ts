import type { PlayerMainData, RegistrationState } from '@casino/contracts';
import type { NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPlayerMainData } from '../../lib/account/player-main-data';
import { closeModal, getModalState, openModal } from '../../lib/modals/modal-store';
import { installTestModals } from '../../lib/modals/test-modals';
import { memoryStorage } from '../../lib/testing/memory-storage';
import { continueRegistration } from './after-registration';

vi.mock('../../lib/account/player-main-data', () => ({ fetchPlayerMainData: vi.fn() }));

installTestModals({ RegistrationCompleted: 'player', RegistrationConfirm: 'player' });

const FINISHED: RegistrationState = {
  complete: true,
  funnel: null,
  verificationFlow: null,
  pendingConfirmations: [],
  hasAutoPassword: false,
  codeSent: null,
} as unknown as RegistrationState;

const REGISTERED = { isGuest: false, emailConfirmed: true, complete: true } as PlayerMainData;

/** The player read answers only when `answer` is called, so a test sees what happens while it is on its way. */
function playerReadHeldBack(): () => void {
  let answer: (player: PlayerMainData) => void = () => undefined;
  vi.mocked(fetchPlayerMainData).mockReturnValue(
    new Promise((resolve) => {
      answer = resolve;
    }),
  );
  return () => answer(REGISTERED);
}

function finishFunnel(search: string) {
  vi.stubGlobal('window', {
    location: { search, origin: 'https://casino.test' },
    sessionStorage: memoryStorage(),
  });
  const context = {
    lang: 'uk' as const,
    features: { modalNameNewSuffix: false, issueUrls: {} } as never,
    setPlayer: vi.fn(),
    navigate: vi.fn() as unknown as NavigateFunction,
  };
  return { context, done: continueRegistration(FINISHED, context) };
}

describe('the end of the registration funnel', () => {
  beforeEach(() => {
    openModal('RegistrationConfirm', { type: 'email' });
  });
  afterEach(() => {
    closeModal();
    vi.unstubAllGlobals();
  });

  it("keeps the last step's modal open until the registered player is read, then follows the redirect", async () => {
    const answer = playerReadHeldBack();
    const { context, done } = finishFunnel('?redirectUrl=%2Ffaq%2F');
    await Promise.resolve();
    // Nothing may take the modal's place meanwhile (the unfinished-registration reminder waits for no modal).
    expect(getModalState()).toMatchObject({ open: true, name: 'RegistrationConfirm' });
    expect(context.navigate).not.toHaveBeenCalled();

    answer();
    await done;
    expect(context.setPlayer).toHaveBeenCalledWith(REGISTERED);
    expect(getModalState().open).toBe(false);
    expect(context.navigate).toHaveBeenCalledWith('/faq/');
  });

  it('welcomes the player once they are read again when there is nowhere else to go', async () => {
    const answer = playerReadHeldBack();
    const { context, done } = finishFunnel('');
    await Promise.resolve();
    expect(getModalState()).toMatchObject({ open: true, name: 'RegistrationConfirm' });

    answer();
    await done;
    expect(getModalState()).toMatchObject({ open: true, name: 'RegistrationCompleted' });
    expect(context.navigate).not.toHaveBeenCalled();
  });
});
