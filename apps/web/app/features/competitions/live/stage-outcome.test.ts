import type { CompetitionStageChangedData } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { stageToast } from './stage-outcome';

const t = createTranslator('en', MESSAGES.en);
const uk = createTranslator('uk', MESSAGES.uk);

function stageChanged(overrides: Partial<CompetitionStageChangedData> = {}): CompetitionStageChangedData {
  return {
    competitionId: 3,
    slug: 'weekly-slots-tournament',
    type: 'tournament',
    title: { uk: 'Тижневий турнір', ru: 'Недельный турнир', en: 'Weekly tournament' },
    closedStage: 2,
    stage: 3,
    stages: 7,
    position: 3,
    points: 42_000,
    award: 'stage',
    prize: {
      type: 'money',
      amount: 50_000,
      currency: 'UAH',
      title: { uk: '500,00 ₴', ru: '500,00 ₴', en: '₴500.00' },
    },
    ...overrides,
  };
}

describe('the end of a stage', () => {
  it('tells the player who placed in it their place and the stage’s prize in a toast that stays 15 s', () => {
    expect(stageToast(stageChanged(), 'en', t)).toEqual({
      title: 'Weekly tournament: stage 2 of 7 is over',
      description: 'You finished the stage in place 3 and won ₴500.00.',
      tone: 'success',
      durationMs: 15_000,
    });
    expect(stageToast(stageChanged({ stage: null, closedStage: 7 }), 'uk', uk)).toMatchObject({
      title: '«Тижневий турнір»: етап 7 з 7 завершено',
      description: 'Ви посіли 3 місце в етапі й виграли 500,00 ₴.',
    });
  });

  it('words the stage’s lottery tickets as tickets', () => {
    const tickets = stageChanged({
      award: 'stage-tickets',
      prize: {
        type: 'lottery_ticket',
        amount: null,
        currency: null,
        title: { uk: '5 золотих квитків', ru: '5 золотых билетов', en: '5 gold tickets' },
      },
    });
    expect(stageToast(tickets, 'en', t)?.description).toBe(
      'You finished the stage in place 3 and won lottery tickets: 5 gold tickets.',
    );
  });

  it('says nothing to everyone (the public message) nor of a place that won nothing', () => {
    expect(
      stageToast(stageChanged({ position: null, points: null, award: null, prize: null }), 'en', t),
    ).toBeNull();
    expect(
      stageToast(
        stageChanged({
          prize: { type: 'none', amount: null, currency: null, title: { uk: '', ru: '', en: '' } },
        }),
        'en',
        t,
      ),
    ).toBeNull();
  });
});
