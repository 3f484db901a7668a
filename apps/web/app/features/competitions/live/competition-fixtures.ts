/** A competition and the player's part in it, for the tests of the cache under push. */
import type { BoardRow, Competition, CompetitionPlayerData, PrizePlaces } from '@casino/contracts';
import { prizeAt } from './competition-cache';

const money = (amount: number) => ({
  type: 'money' as const,
  amount,
  currency: 'UAH' as const,
  title: `₴${amount / 100}`,
});

export const PRIZES: PrizePlaces[] = [
  { fromPlace: 1, toPlace: 1, prize: money(100_000) },
  { fromPlace: 2, toPlace: 3, prize: money(50_000) },
];

export function row(position: number, login: string, points: number, isCurrent = false): BoardRow {
  return { position, login, points, roundsPlayed: 10, prize: prizeAt(PRIZES, position), isCurrent };
}

/** A week's tournament with no stages, the player third on its board. */
export function competition(overrides: Partial<Competition> = {}): Competition {
  return {
    id: 7,
    slug: 'weekly',
    type: 'tournament',
    tournamentMode: 'bets',
    product: 'casino',
    state: 'active',
    title: 'Weekly',
    description: '',
    dateStart: '2026-03-01T00:00:00.000Z',
    dateEnd: '2026-03-08T00:00:00.000Z',
    gamesIds: [],
    provider: null,
    promoData: null,
    currency: 'UAH',
    minBet: 100,
    maxBet: null,
    countsBonusMoney: false,
    isAutoSubscription: false,
    outplay: null,
    prizes: PRIZES,
    stages: 1,
    activeStageData: null,
    stagePoints: [],
    stagePrizes: [],
    stageLotteryTicketPrizes: [],
    additionalPrizes: [],
    jackpot: null,
    points: 2400,
    prizeFund: [{ amount: 200_000, currency: 'UAH' }],
    participants: 40,
    mainTableData: [row(1, 'an***', 900), row(2, 'bo***', 800), row(3, 'me***', 700, true)],
    ...overrides,
  };
}

export function playerData(overrides: Partial<CompetitionPlayerData> = {}): CompetitionPlayerData {
  return {
    isSubscribed: true,
    isAvailableToPlay: true,
    isAutoSubscription: false,
    position: 3,
    points: 700,
    roundsPlayed: 10,
    mainTableData: [row(2, 'bo***', 800), row(3, 'me***', 700, true), row(4, 'cy***', 600)],
    outplayAttempts: [],
    canIncreaseAttempt: false,
    prize: null,
    activeStageData: null,
    activeStageDataWithCompetitors: [],
    completedStagesData: [],
    ...overrides,
  };
}
