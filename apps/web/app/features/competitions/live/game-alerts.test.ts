import type { PushMessageOf } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { nextAlert, type ShownAlert } from './game-alerts';

type Message = PushMessageOf<'tournament'>;
const ref = { competitionId: 5, slug: 'daily-race', type: 'race' as const };

function alert(action: ShownAlert['alert'], competitionId = 5): Message {
  return {
    id: `evt-${action}`,
    type: 'tournament',
    action,
    data: { ...ref, competitionId, alert: action, minBet: 1000, maxBet: 50_000, currency: 'UAH' },
  };
}

const bet: Message = {
  id: 'evt-bet',
  type: 'tournament',
  action: 'bet',
  data: { ...ref, position: 4, points: 3000, roundsPlayed: 7, scored: 1000 },
};

describe('the game’s competition alerts', () => {
  it('shows the rule the last round broke, with the limits to name', () => {
    expect(nextAlert(null, alert('min-alert'), 5)).toEqual({
      alert: 'min-alert',
      minBet: 1000,
      maxBet: 50_000,
      currency: 'UAH',
    });
    expect(nextAlert(nextAlert(null, alert('min-alert'), 5), alert('freespin-alert'), 5)?.alert).toBe(
      'freespin-alert',
    );
  });

  it('clears the minimum bet’s alert once a round scores, and keeps the others', () => {
    expect(nextAlert(nextAlert(null, alert('min-alert'), 5), bet, 5)).toBeNull();
    const max = nextAlert(null, alert('max-alert'), 5);
    expect(nextAlert(max, bet, 5)).toBe(max);
  });

  it('ignores other competitions', () => {
    expect(nextAlert(null, alert('min-alert', 6), 5)).toBeNull();
  });
});
