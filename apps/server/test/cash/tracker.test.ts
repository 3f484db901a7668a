import { describe, expect, it } from 'vitest';
import { cashDepositClicks } from '../../src/modules/cash/cash.schema.ts';
import { cashPlayer, cashTestApp } from './support/cash-app.ts';

// Login limits stay on in this file: the tracker's own limit is what is tested.
const apps = cashTestApp({ RATE_LIMITS: 'on' });

const track = (payload: unknown) =>
  apps.current.app.inject({ method: 'POST', url: '/trackers/deposits/track/', payload: payload as object });

describe('POST /trackers/deposits/track/', () => {
  it('stores a press by a player and by a guest', async () => {
    const player = await cashPlayer(apps.current);
    const pressed = await player.post('/trackers/deposits/track/', {
      cash_button_name: 'header_deposit',
      bonus_id: 12,
      button_placement: 'header',
    });
    expect(pressed.json()).toEqual({ success: true });
    const guest = await track({
      cash_button_name: 'exit_popup',
      bonus_id: null,
      button_placement: 'exit_popup',
    });
    expect(guest.json()).toEqual({ success: true });

    const rows = await apps.current.database.db.select().from(cashDepositClicks);
    expect(
      rows.map(({ playerId, buttonName, bonusId, placement }) => ({
        playerId,
        buttonName,
        bonusId,
        placement,
      })),
    ).toEqual([
      { playerId: player.id, buttonName: 'header_deposit', bonusId: 12, placement: 'header' },
      { playerId: null, buttonName: 'exit_popup', bonusId: null, placement: 'exit_popup' },
    ]);
  });

  it('refuses an unknown placement or a missing name', async () => {
    expect((await track({ cash_button_name: 'x', button_placement: 'sky' })).statusCode).toBe(422);
    expect((await track({ button_placement: 'menu' })).statusCode).toBe(422);
  });

  it('stops one address filling the table', async () => {
    const statuses: number[] = [];
    for (let press = 0; press < 121; press += 1) {
      statuses.push((await track({ cash_button_name: 'menu', button_placement: 'menu' })).statusCode);
    }
    // 120 presses in ten minutes are allowed, two of them by the first test.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBe(118);
    expect(statuses.slice(0, firstRefused).every((status) => status === 200)).toBe(true);
  });
});
