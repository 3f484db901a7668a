import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_EVENT_TYPES,
  DOMAIN_EVENTS,
  domainEvent,
  domainEventSchema,
  transferEvent,
} from './catalogue.ts';

const round = {
  provider: 'studio',
  roundId: 'r-1',
  gameId: 3,
  gameSlug: 'book-of-sevens',
  gameKind: 'video-slot',
  currency: 'UAH',
} as const;

describe('event catalogue', () => {
  it('builds events of the current version that parse back to themselves', () => {
    const bet = domainEvent('BetPlaced', 42, {
      ...round,
      amount: 150,
      real: 100,
      bonus: 50,
      transactionId: 'tx-1',
      transferId: 9,
    });
    expect(bet).toMatchObject({ type: 'BetPlaced', version: 1, playerId: 42 });
    expect(domainEventSchema.parse(JSON.parse(JSON.stringify(bet)))).toEqual(bet);
    const site = domainEvent('SiteVersionReleased', null, { version: 'v7' });
    expect(domainEventSchema.parse(site)).toEqual(site);
  });

  it("reads a round's events written before they named the game's kind with no kind", () => {
    const { gameKind: _kind, ...written } = round;
    const settled = {
      ...written,
      stake: 150,
      win: 0,
      status: 'closed',
      transactionId: 'tx-1',
      transferId: 9,
    };
    const parsed = domainEventSchema.parse({
      type: 'RoundSettled',
      version: 1,
      playerId: 42,
      payload: settled,
    });
    expect(parsed.payload).toMatchObject({ gameKind: null, stake: 150 });
  });

  it('refuses, at compile time and when parsed, a payload that is not its type', () => {
    // @ts-expect-error a stake's payload has no `win`
    const wrong = domainEvent('BetPlaced', 42, { ...round, win: 5 });
    expect(domainEventSchema.safeParse(wrong).success).toBe(false);
    // @ts-expect-error a player's event names the player
    domainEvent('DepositFailed', null, {
      paymentId: 'p',
      amount: 1,
      currency: 'UAH',
      failureReason: 'declined',
    });
    // @ts-expect-error money is integer minor units, never a string
    domainEvent('WithdrawalApproved', 1, { withdrawalId: 'w', amount: '10.00', currency: 'UAH' });
    // @ts-expect-error the ledger fills in the transfer's id itself
    transferEvent('DepositCompleted', 1, { paymentId: 'p', amount: 1, currency: 'UAH', transferId: 1 });
    expect(domainEventSchema.safeParse({ ...wrong, type: 'NoSuchEvent' }).success).toBe(false);
    expect(
      domainEventSchema.safeParse({
        type: 'GameLaunched',
        version: 2,
        playerId: 1,
        payload: { slug: 'x', isMoney: true },
      }).success,
    ).toBe(false);
  });

  it('names every type once, and documents each with its version in decision 023', () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
    const decision = readFileSync(
      new URL('../../../../docs/decisions/023-typed-domain-events.md', import.meta.url),
      'utf8',
    );
    const documented = [...decision.matchAll(/^\| `(\w+)`\s*\| (\d+)\s*\|/gm)].map(
      ([, type, version]) => `${type} v${version}`,
    );
    expect(documented.sort()).toEqual(
      DOMAIN_EVENTS.map((event) => `${event.shape.type.value} v${event.shape.version.value}`).sort(),
    );
  });
});
