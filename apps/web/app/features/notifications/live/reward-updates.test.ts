import { createTranslator } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { rewardToast } from './reward-updates';

const t = createTranslator('en', {
  notifications: { reward: { bonus: 'You won a prize!', bonusText: 'Accept it on the bonuses page.' } },
});

describe('a reward message', () => {
  it('celebrates a bonus prize and says where to accept it', () => {
    expect(
      rewardToast(
        {
          id: 'evt-1-reward',
          type: 'reward',
          action: 'bonus',
          data: { offerId: 3, bonusId: 7, validUntil: '2026-12-01T00:00:00.000Z' },
        },
        t,
      ),
    ).toEqual({ title: 'You won a prize!', description: 'Accept it on the bonuses page.', tone: 'success' });
  });
});
