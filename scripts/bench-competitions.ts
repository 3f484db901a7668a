/**
 * `npm run bench:competitions`: the competitions engine's two targets (decision 034). Scoring: stake events relayed
 * per second with 10 running competitions counting every stake, against the relay's own rate on the same run when
 * no competition counts the game (every other reader of the stream at work in both), target at least 0.7x. Board
 * reads: the Game modal's block (the player's place, their row with two neighbours, the top ten) at BENCH_PARTICIPANTS
 * participants (100,000), target under 10 ms at the 99th percentile; from PostgreSQL always, and from the Redis
 * sorted sets when REDIS_URL is set (their rebuild from PostgreSQL, on the first read, timed too).
 *
 * The app runs in this process without its jobs, on embedded PGlite, or on a throwaway database
 * `bench_competitions_<random>` on DATABASE_URL's server when it is set (dropped afterwards). Rounds are written
 * straight into the outbox as the games module writes them (`BetPlaced`, then `RoundSettled`, in batches), then
 * the relay is run (`app.outbox.runOnce()`) until it has handed every event to every reader; the two
 * configurations take turns in slices, so load from other work falls on both alike. BENCH_PLAYERS (200),
 * BENCH_ROUNDS (rounds per configuration, 500), BENCH_PARTICIPANTS and BENCH_READS (Game modal blocks per board,
 * 1,000) size the run, about two minutes on PGlite; it writes its section of BENCHMARKS.md, one per engine
 * (`competitions-pglite`, `competitions-postgres`).
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  COMPETITION_NEIGHBOURS,
  type CompetitionKind,
  type CompetitionMode,
  DEFAULT_CURRENCY,
  STUDIO_PROVIDER,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../apps/server/src/app.ts';
import type { CompetitionDraft } from '../apps/server/src/modules/competitions/competitions.repository.ts';
import { CompetitionsRepository } from '../apps/server/src/modules/competitions/competitions.repository.ts';
import type { CompetitionRow } from '../apps/server/src/modules/competitions/competitions.schema.ts';
import {
  type Leaderboard,
  PostgresLeaderboard,
} from '../apps/server/src/modules/competitions/leaderboard.ts';
import { RedisLeaderboard } from '../apps/server/src/modules/competitions/redis-leaderboard.ts';
import { gameEvents, type RoundRef } from '../apps/server/src/modules/games/game-events.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { appendOutboxEvents } from '../apps/server/src/platform/events/append-outbox-events.ts';
import type { OutboxEvent } from '../apps/server/src/platform/events/outbox-event.ts';
import { insertPlayers as insertManyPlayers } from './support/backoffice-bench.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { commandCpuMs, processCpuMs } from './support/cpu-time.ts';
import { decimals } from './support/decimal-places.ts';
import { percentile } from './support/pgbench.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { type BenchPlayer, insertPlayers } from './support/studio-players.ts';

/** Players staking in the scoring part. */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
/** Rounds (two events each) per configuration, in SLICES slices taken in turn. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const SLICES = 5;
const ROUNDS_PER_SLICE = Math.max(1, Math.round(ROUNDS / SLICES));
/** Participants of the board the reads are timed on, and the Game modal blocks read on each board. */
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const READS = Number(process.env.BENCH_READS ?? 1_000);
const REDIS_URL = process.env.REDIS_URL;
const TARGET_RATIO = 0.7;
const TARGET_READ_P99_MS = 10;
/** The game the competitions count, and one none of them counts (the baseline's rounds). */
const COUNTED_GAME = { slug: 'book-of-sevens', id: 1 };
const BASELINE_GAME = { slug: 'cossack-gold', id: 2 };
/** The studio's slots its promo tournament counts: all but the baseline's game. */
const PROMO_GAMES = [
  'book-of-sevens',
  'fruit-storm',
  'dragon-pearls',
  'neon-nights',
  'viking-raid',
  'hot-sevens',
];
/** The stakes a studio slot offers, in kopecks (₴1 to ₴50). */
const STAKES = [100, 200, 500, 1_000, 2_000, 5_000];
/** Events written per transaction (the relay reads 200 per batch). */
const WRITE_BATCH = 500;
/** A board's pushes go out at most once a second per channel and competition; what waited goes out after it. */
const PUSH_INTERVAL_MS = 1_000;
const HOUR = 60 * 60 * 1000;

type Configuration = 'baseline' | 'competitions';
/** The competitions (by index) that stop subscribing players automatically once the warm-up has put them in. */
const SUBSCRIBED_ONLY = [8, 9];

/** Small, seeded and fast: the same rounds and the same reads on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Statements the app sends through Drizzle (every module's SQL), BEGIN and COMMIT aside so both engines count
 * alike, and those of them on the competitions' tables, also by kind (`shapes`).
 */
const statements = { all: 0, competitions: 0 };
const shapes = new Map<string, number>();

/** A statement's kind: its verb and table (`update competition_entries`, `select competition_entries count`). */
function shapeOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const table = (pattern: RegExp) => pattern.exec(flat)?.[1] ?? '?';
  if (flat.startsWith('insert')) {
    const conflict = flat.includes('do update')
      ? ' (upsert)'
      : flat.includes('on conflict')
        ? ' (if new)'
        : '';
    return `insert ${table(/^insert into "?(\w+)"?/)}${conflict}`;
  }
  if (flat.startsWith('update')) return `update ${table(/^update "?(\w+)"?/)}`;
  const count = flat.includes('count(') ? ' count' : '';
  const several = flat.includes(' in (') ? ' of several competitions' : '';
  return `select ${table(/ from "?(\w+)"?/)}${count}${several}${flat.includes('for update') ? ' for update' : ''}`;
}
{
  const prototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache(text: string, params: unknown[], query: () => Promise<unknown>): Promise<unknown>;
  };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (text, params, query) {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) {
      statements.all += 1;
      if (text.includes('competition')) {
        statements.competitions += 1;
        const shape = shapeOf(text);
        shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      }
    }
    return original.call(this, text, params, query);
  };
}

/** Tournament push messages published, by action (each `bet` read the player's place first). */
const published = new Map<string, number>();

function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}

/** The 10 running competitions of the scoring part: every mode and kind, most subscribing players automatically. */
function competitionDrafts(now: number): CompetitionDraft[] {
  const rules: {
    kind: CompetitionKind;
    mode: CompetitionMode;
    maxBet?: number;
    attempts?: boolean;
    promo?: boolean;
  }[] = [
    { kind: 'tournament', mode: 'bets' },
    { kind: 'tournament', mode: 'bets', maxBet: 2_000 },
    { kind: 'tournament', mode: 'wins' },
    { kind: 'tournament', mode: 'wins_extended' },
    { kind: 'race', mode: 'bets', attempts: true },
    { kind: 'race', mode: 'wins', attempts: true },
    { kind: 'special-race', mode: 'wins_extended' },
    { kind: 'promo', mode: 'wins', promo: true },
    { kind: 'tournament', mode: 'bets' },
    { kind: 'tournament', mode: 'wins' },
  ];
  return rules.map((shape, index) => draft(now, `bench-${index + 1}-${shape.kind}-${shape.mode}`, shape));
}

function draft(
  now: number,
  slug: string,
  shape: {
    kind: CompetitionKind;
    mode: CompetitionMode;
    maxBet?: number;
    attempts?: boolean;
    promo?: boolean;
    games?: string[];
  },
): CompetitionDraft {
  const title = { uk: slug, ru: slug, en: slug };
  return {
    slug,
    kind: shape.kind,
    mode: shape.mode,
    title,
    description: title,
    brands: [],
    currencies: [],
    currency: DEFAULT_CURRENCY,
    rates: { USD: { num: 41, den: 1 }, EUR: { num: 45, den: 1 } },
    provider: shape.promo ? STUDIO_PROVIDER : null,
    gameSlugs: shape.games ?? (shape.promo ? PROMO_GAMES : [COUNTED_GAME.slug]),
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 24 * HOUR),
    autoSubscribe: true,
    minBet: 100,
    maxBet: shape.maxBet ?? null,
    countsBonusMoney: false,
    // The daily race's rule: three attempts of 50 rounds (no player here plays that many).
    attempts: shape.attempts ? 3 : null,
    attemptRounds: shape.attempts ? 50 : null,
    prizes: [
      { fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 1_000_000, currency: DEFAULT_CURRENCY } },
      { fromPlace: 2, toPlace: 10, prize: { type: 'money', amount: 100_000, currency: DEFAULT_CURRENCY } },
    ],
    series: null,
    repeatDays: null,
  };
}

/** A slot round's win: most lose, some win back part or a few times the stake, a few 10x and more. */
function winOf(stake: number, random: () => number): number {
  const draw = random();
  if (draw < 0.62) return 0;
  if (draw < 0.9) return Math.round(stake * (0.2 + random() * 1.8));
  if (draw < 0.98) return Math.round(stake * (2 + random() * 8));
  return Math.round(stake * (10 + random() * 90));
}

/** Every configuration's rounds come from one seeded stream and one id counter, so no two rounds share an id. */
const random = prng(34);
let sequence = 0;

/** `count` rounds of `game` for these players (each a `BetPlaced` and a `RoundSettled`), now, as the games module writes them. */
function roundEvents(
  game: { slug: string; id: number },
  players: readonly BenchPlayer[],
  count: number,
  inOrder: boolean,
) {
  const events: OutboxEvent[] = [];
  const at = new Date();
  for (let index = 0; index < count; index += 1) {
    sequence += 1;
    const player = inOrder
      ? (players[index % players.length] as BenchPlayer)
      : (players[Math.floor(random() * players.length)] as BenchPlayer);
    const stake = STAKES[Math.floor(random() * STAKES.length)] as number;
    const win = winOf(stake, random);
    const round: RoundRef = {
      playerId: player.id,
      provider: STUDIO_PROVIDER,
      roundId: `bench-round-${sequence}`,
      gameId: game.id,
      gameSlug: game.slug,
      gameKind: 'video-slot',
      currency: DEFAULT_CURRENCY,
      at,
    };
    events.push(
      gameEvents.betPlaced(round, {
        real: stake,
        bonus: 0,
        transactionId: `bench-bet-${sequence}`,
        transferId: 2 * sequence,
      }),
      gameEvents.roundSettled(
        round,
        { stake, win, status: 'closed' },
        { transactionId: `bench-win-${sequence}`, transferId: win > 0 ? 2 * sequence + 1 : null },
      ),
    );
  }
  return events;
}

interface Measured {
  events: number;
  /** From the first relay round until the relay had nothing left for any reader. */
  seconds: number;
  /**
   * CPU over whole slices: of this process (the app and, on PGlite, the database), of the PostgreSQL backends of
   * this database, and of the Redis server (all of it: it may serve others too).
   */
  processMs: number;
  databaseMs: number;
  redisMs: number;
  statements: number;
  competitionStatements: number;
  /** Tournament push messages by action. */
  actions: Map<string, number>;
  /** Statements on the competitions' tables by kind. */
  shapes: Map<string, number>;
}

const measuring = (): Measured => ({
  events: 0,
  seconds: 0,
  processMs: 0,
  databaseMs: 0,
  redisMs: 0,
  statements: 0,
  competitionStatements: 0,
  actions: new Map(),
  shapes: new Map(),
});

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, count) => total + count, 0);

/** Adds to `into` what each count of `now` grew by since `before`. */
function addDifference(
  into: Map<string, number>,
  now: Map<string, number>,
  before: Map<string, number>,
): void {
  for (const [key, count] of now) into.set(key, (into.get(key) ?? 0) + count - (before.get(key) ?? 0));
}

const [loadAverage] = loadavg();
const scratch = await scratchDatabase(process.env.DATABASE_URL, 'bench_competitions');
const { database } = scratch;
const db = database.db;
const onPostgres = database.kind === 'postgres';
let app: FastifyInstance | undefined;
let redis: Redis | undefined;
let copy: RedisLeaderboard | undefined;
const boardsToForget: number[] = [];
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    ROLES: 'api,jobs',
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  await database.migrate();
  app = await buildApp({ config, database, logger: false, startJobs: false });
  await app.ready();
  const relay = app.outbox;
  // Every reader gets its position before the first event is written.
  await relay.runOnce();
  const readers = rowsOf<{ subscriber: string }>(
    await db.execute(sql`select subscriber from outbox_positions order by subscriber`),
  ).map((row) => row.subscriber);

  const publisher = app.push.publisher;
  const publish = publisher.publish.bind(publisher);
  publisher.publish = (channel, message) => {
    if (message.type === 'tournament')
      published.set(message.action, (published.get(message.action) ?? 0) + 1);
    return publish(channel, message);
  };

  redis = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  const repository = new CompetitionsRepository(db);
  const truth = new PostgresLeaderboard(repository);
  copy = redis ? new RedisLeaderboard(redis, repository, truth) : undefined;

  // The scoring part.
  const players = await insertPlayers(db, PLAYERS, 'benchcomp');
  const now = Date.now();
  const admin = app.competitions.admin;
  const running: CompetitionRow[] = [];
  const drafts = competitionDrafts(now);
  for (const competition of drafts)
    running.push(await db.transaction((tx) => admin.create(tx as unknown as Db, competition)));
  boardsToForget.push(...running.map((row) => row.id));
  // A copy left in Redis by an earlier run on a database of the same name (PGlite's) is not this run's board.
  for (const id of boardsToForget) await copy?.drop(id);
  /**
   * CPU milliseconds so far of each PostgreSQL backend serving this database: the server may be serving other work
   * at the same time, which the machine-wide count of `postgres` processes would add in.
   */
  const backendsCpuMs = async (): Promise<Map<number, number>> => {
    if (!onPostgres) return new Map();
    const backends = rowsOf<{ pid: number }>(
      await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
    );
    return new Map(backends.map(({ pid }) => [pid, processCpuMs(pid)]));
  };
  const write = async (events: OutboxEvent[]) => {
    for (let start = 0; start < events.length; start += WRITE_BATCH)
      await db.transaction((tx) =>
        appendOutboxEvents(tx as unknown as Db, events.slice(start, start + WRITE_BATCH)),
      );
  };

  /** Waits for the pushes the scorer deferred (each at most one interval late, its place read when sent). */
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, PUSH_INTERVAL_MS + 100));
    for (let seen = -1; seen !== sum(published); ) {
      seen = sum(published);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  /** Writes `rounds` rounds of the configuration's game, then relays them all, timed; adds what it did to `measured`. */
  const slice = async (configuration: Configuration, rounds: number, measured: Measured, inOrder = false) => {
    const game = configuration === 'baseline' ? BASELINE_GAME : COUNTED_GAME;
    const events = roundEvents(game, players, rounds, inOrder);
    await write(events);
    const databaseBefore = await backendsCpuMs();
    const processBefore = ownCpuMs();
    const redisBefore = redis ? commandCpuMs('redis-server') : 0;
    const statementsBefore = { ...statements };
    const shapesBefore = new Map(shapes);
    const publishedBefore = new Map(published);
    const started = performance.now();
    let handled = 0;
    for (let round = await relay.runOnce(); round > 0; round = await relay.runOnce()) handled += round;
    measured.seconds += (performance.now() - started) / 1_000;
    if (handled !== events.length * readers.length)
      throw new Error(
        `the relay handed over ${handled} events, not ${events.length} to each of ${readers.length} readers`,
      );
    await settle();
    measured.events += events.length;
    measured.processMs += ownCpuMs() - processBefore;
    for (const [pid, cpuMs] of await backendsCpuMs())
      measured.databaseMs += cpuMs - (databaseBefore.get(pid) ?? 0);
    if (redis) measured.redisMs += commandCpuMs('redis-server') - redisBefore;
    measured.statements += statements.all - statementsBefore.all;
    measured.competitionStatements += statements.competitions - statementsBefore.competitions;
    addDifference(measured.shapes, shapes, shapesBefore);
    addDifference(measured.actions, published, publishedBefore);
  };

  // Warm-up: every player plays one round of each game (which subscribes them to the automatic competitions), JIT
  // and caches warm up; not measured.
  await slice('baseline', PLAYERS, measuring(), true);
  await slice('competitions', PLAYERS, measuring(), true);
  // Two of the ten take no one automatically from now on: their players stay in them as subscribers.
  for (const index of SUBSCRIBED_ONLY) {
    const competition = running[index] as CompetitionRow;
    const rules = { ...(drafts[index] as CompetitionDraft), autoSubscribe: false };
    const changed = await db.transaction((tx) => admin.change(tx as unknown as Db, competition.id, rules));
    if (!changed) throw new Error(`competition ${competition.slug} not changed`);
    running[index] = changed;
  }
  const [entries] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from competition_entries`),
  );
  console.log(`${PLAYERS} players in ${running.length} competitions (${entries?.count} entries); relaying`);
  const measured: Record<Configuration, Measured> = { baseline: measuring(), competitions: measuring() };
  for (let index = 0; index < SLICES; index += 1) {
    // The first configuration alternates, so neither always runs on a fresher machine.
    const order: Configuration[] =
      index % 2 === 0 ? ['baseline', 'competitions'] : ['competitions', 'baseline'];
    for (const configuration of order) await slice(configuration, ROUNDS_PER_SLICE, measured[configuration]);
    const line = (run: Measured) =>
      `${decimals(run.events / run.seconds, 0)} events/s, ${decimals((run.statements * 2) / run.events, 1)} statements a round`;
    console.log(
      `slice ${index + 1}/${SLICES}: alone ${line(measured.baseline)}; with competitions ${line(measured.competitions)}`,
    );
  }
  const [parked] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from outbox_parked_events`),
  );
  const [failing] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from outbox_positions where last_error is not null`),
  );
  // Every competition counted every round of its game: the warm-up's and the measured.
  const counted = rowsOf<{ slug: string; rounds: number; players: number }>(
    await db.execute(sql`
      select c.slug, coalesce(sum(e.rounds), 0)::int as rounds, count(e.player_id)::int as players
      from competitions c left join competition_entries e on e.competition_id = c.id
      group by c.slug order by c.slug`),
  );
  const expectedRounds = PLAYERS + measured.competitions.events / 2;
  const miscounted = counted.filter((row) => row.rounds !== expectedRounds || row.players !== PLAYERS);

  // The board part: one competition (of a game nobody plays here) with PARTICIPANTS entries.
  const fillStarted = performance.now();
  const [before] = rowsOf<{ id: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as id from players`),
  );
  const firstId = (before?.id ?? 0) + 1;
  await insertManyPlayers(db, 1, PARTICIPANTS);
  const board = await db.transaction((tx) =>
    admin.create(
      tx as unknown as Db,
      draft(Date.now(), 'bench-board', { kind: 'tournament', mode: 'bets', games: ['rocket-crash'] }),
    ),
  );
  boardsToForget.push(board.id);
  await copy?.drop(board.id);
  // Points as a bets tournament spreads them: the money staked, log-normal around ₴200 (a few players far ahead),
  // in whole hryvnias so many players tie and the reach time decides; 3% subscribed and not played yet. Reach times
  // are whole milliseconds, as the app writes them (a place is counted against the time as JavaScript holds it).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.34)`);
    await tx.execute(sql`
      insert into competition_entries (competition_id, player_id, display_name, points, rounds, best_multiplier,
                                       attempt, reached_at, joined_at, version)
      select ${board.id}, p.id, left(p.login, 2) || '***' || right(p.login, 2), s.points,
             case when s.points = 0 then 0 else 1 + (random() * 200)::int end, 0, 1, s.reached, s.reached,
             1 + (random() * 200)::int
      from players p
      cross join lateral (
        select case when random() < 0.03 then 0
                    else (round(exp(ln(20000) + 1.6 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())) / 100)
                          * 100)::bigint end as points,
               date_trunc('milliseconds', now() - random() * interval '24 hours') as reached
        offset 0) s
      where p.id >= ${firstId}`);
  });
  await db.execute(sql`analyze competition_entries`);
  const fillSeconds = (performance.now() - fillStarted) / 1_000;
  const participantIds = rowsOf<{ player_id: string }>(
    await db.execute(sql`select player_id from competition_entries where competition_id = ${board.id}`),
  ).map((row) => Number(row.player_id));
  console.log(`${participantIds.length} participants written in ${decimals(fillSeconds, 1)} s; reading`);

  /** `blocks` Game modal blocks of random players, one after another: each read's times and the block's. */
  const readBoard = async (leaderboard: Leaderboard, blocks: number, seed: number) => {
    const pick = prng(seed);
    const times = {
      position: [] as number[],
      neighbours: [] as number[],
      top: [] as number[],
      place: [] as number[],
      block: [] as number[],
      size: [] as number[],
    };
    for (let index = 0; index < blocks; index += 1) {
      const playerId = participantIds[Math.floor(pick() * participantIds.length)] as number;
      const start = performance.now();
      const position = await leaderboard.position(board.id, playerId);
      const placed = performance.now();
      if (position === null) throw new Error(`player ${playerId} is not on the board`);
      const around = await leaderboard.top(
        board.id,
        Math.max(position - 1 - COMPETITION_NEIGHBOURS, 0),
        COMPETITION_NEIGHBOURS * 2 + 1,
      );
      const neighboured = performance.now();
      if (!around.some((row) => row.playerId === playerId))
        throw new Error(`player ${playerId} is not among their neighbours`);
      const top = await leaderboard.top(board.id, 0, 10);
      const end = performance.now();
      if (top.length !== 10) throw new Error('the top ten are not ten');
      times.position.push(placed - start);
      times.neighbours.push(neighboured - placed);
      times.top.push(end - neighboured);
      times.place.push(neighboured - start);
      times.block.push(end - start);
      // The participants' count (the list's and the `positions` message's), on every tenth block.
      if (index % 10 === 0) {
        const counting = performance.now();
        if ((await leaderboard.size(board.id)) !== participantIds.length)
          throw new Error('the board lost participants');
        times.size.push(performance.now() - counting);
      }
    }
    for (const list of Object.values(times)) list.sort((a, b) => a - b);
    return times;
  };
  const boards: { name: string; leaderboard: Leaderboard }[] = [{ name: 'PostgreSQL', leaderboard: truth }];
  let rebuildSeconds: number | undefined;
  if (copy) {
    // The first read finds no copy and builds it from PostgreSQL before it answers.
    const rebuilding = performance.now();
    await copy.position(board.id, participantIds[0] as number);
    rebuildSeconds = (performance.now() - rebuilding) / 1_000;
    // Both boards answer the same places: a sample checked against each other.
    const check = prng(7);
    for (let index = 0; index < 50; index += 1) {
      const playerId = participantIds[Math.floor(check() * participantIds.length)] as number;
      const [fromTruth, fromCopy] = [
        await truth.position(board.id, playerId),
        await copy.position(board.id, playerId),
      ];
      if (fromTruth !== fromCopy)
        throw new Error(`player ${playerId}: place ${fromTruth} in PostgreSQL, ${fromCopy} in Redis`);
    }
    boards.push({ name: 'Redis', leaderboard: copy });
  }
  const reads = [];
  for (const { name, leaderboard } of boards) {
    await readBoard(leaderboard, Math.ceil(READS / 4), 99); // Warm-up: JIT, the index's pages in memory.
    reads.push({ name, times: await readBoard(leaderboard, READS, 100) });
    console.log(`${name}: ${READS} blocks read`);
  }

  // The report.
  const engine = onPostgres
    ? `PostgreSQL ${rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`))[0]?.server_version ?? ''} on the same machine (a scratch database, dropped afterwards)`
    : 'embedded PGlite (the database runs in this process, one query at a time)';
  const rate = (run: Measured) => run.events / run.seconds;
  const ratio = rate(measured.competitions) / rate(measured.baseline);
  const cpuPerEvent = (run: Measured) => (run.processMs + run.databaseMs + run.redisMs) / run.events;
  const cpuRatio = cpuPerEvent(measured.baseline) / cpuPerEvent(measured.competitions);
  const perRound = (value: number, run: Measured) => decimals((value * 2) / run.events, 1);
  const scoringRow = (label: string, run: Measured) =>
    `| ${label} | ${run.events} | ${decimals(run.seconds, 1)} | ${decimals(rate(run), 0)} | ${decimals((rate(run) / rate(measured.baseline)) * 100, 0)}% | ${decimals(run.processMs / run.events, 2)} | ${onPostgres ? decimals(run.databaseMs / run.events, 2) : '–'} | ${redis ? decimals(run.redisMs / run.events, 2) : '–'} | ${perRound(run.statements, run)} | ${perRound(run.competitionStatements, run)} | ${perRound(sum(run.actions), run)} |`;
  const readRows = reads.flatMap(({ name, times }) => {
    const row = (what: string, list: number[]) =>
      `| ${what} | ${name} | ${list.length} | ${decimals(percentile(list, 0.5), 2)} | ${decimals(percentile(list, 0.99), 2)} |`;
    return [
      row('place (`position`)', times.position),
      row(
        `own row and ${COMPETITION_NEIGHBOURS} neighbours each side (\`top(place - ${COMPETITION_NEIGHBOURS + 1}, ${COMPETITION_NEIGHBOURS * 2 + 1})\`)`,
        times.neighbours,
      ),
      row('**place with own row and neighbours** (the two in turn)', times.place),
      row('top ten (`top(0, 10)`)', times.top),
      row("the Game modal's block (the three in turn)", times.block),
      row('participants (`size`, every tenth block)', times.size),
    ];
  });
  const verdicts = reads.map(({ name, times }) => {
    const p99 = percentile(times.place, 0.99);
    return `${name} **${decimals(p99, 2)} ms** (${p99 < TARGET_READ_P99_MS ? 'met' : 'NOT met'})`;
  });
  const modes = running.map(
    (row) =>
      `${row.kind} ${row.mode}${row.autoSubscribe ? '' : ' (subscribed)'}${row.attempts ? ' with attempts' : ''}${row.maxBet ? ' capped' : ''}`,
  );
  const part = onPostgres ? 'postgres' : 'pglite';
  const report = [
    `## Competitions: scoring against the relay alone, and board reads at ${PARTICIPANTS.toLocaleString('en')} participants (${new Date().toISOString().slice(0, 10)}, ${onPostgres ? 'PostgreSQL' : 'PGlite'}${redis ? ' and Redis' : ''})`,
    '',
    `The app in this process (built as the server builds it, its jobs not started) on ${engine}${redis ? `, with REDIS_URL (its boards' copies and push through the Redis on this machine)` : ', without REDIS_URL'},`,
    `on a ${availableParallelism()}-CPU machine. Load average when the run started: ${loadAverage === undefined ? '–' : decimals(loadAverage, 1)} (above ${availableParallelism()} means other work shares the cores).`,
    '',
    `**Scoring.** Rounds of ${PLAYERS.toLocaleString('en')} players (stakes ₴1-50, 38% winning, 2% 10x or more) written straight into the outbox as`,
    `the games module writes them (a \`BetPlaced\` and a \`RoundSettled\` each, \`occurredAt\` now), ${WRITE_BATCH} events a transaction, then the relay`,
    `run (\`app.outbox.runOnce()\`) until it had handed every event to each of its ${readers.length} readers (${readers.map((name) => `\`${name}\``).join(', ')}).`,
    `Baseline: rounds of \`${BASELINE_GAME.slug}\`, which no competition counts (the relay alone). Then rounds of \`${COUNTED_GAME.slug}\`, counted by 10 running`,
    `competitions: ${modes.join(', ')}; every player already in each (auto-subscribed by a warm-up round; the two`,
    `marked subscribed took no one automatically after it), so every stake scores in all 10. ${ROUNDS_PER_SLICE.toLocaleString('en')} rounds per slice, ${SLICES} slices per configuration taken in turn. The rate is events over the`,
    "time the relay took; the pushes the scorer sends after its commit (a `bet` message reads the player's place first)",
    'are waited for after each slice and counted in the CPU and statements, not in the time.',
    '',
    "| configuration | events | s | events/s relayed | of the relay alone | CPU ms per event, this process | its PostgreSQL backends | Redis server | statements per round | on competitions' tables | tournament pushes per round |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    scoringRow('the relay alone (baseline)', measured.baseline),
    scoringRow('10 competitions counting every stake', measured.competitions),
    '',
    `- Events relayed per second with 10 competitions / the relay alone: **${decimals(ratio, 2)}x** (target at least ${TARGET_RATIO}x): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; by CPU per event (this process${onPostgres ? ', its PostgreSQL backends' : ''}${redis ? ', the Redis server' : ''}): ${decimals(cpuRatio, 2)}x`,
    `- Tournament pushes per round with competitions: ${[...measured.competitions.actions.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([action, count]) => `${perRound(count, measured.competitions)} \`${action}\``)
      .join(
        ', ',
      )}; each \`bet\` read the player's place after the commit (on a board of ${PLAYERS.toLocaleString('en')} here: a place costs more on a bigger one, see the board reads), each \`positions\` the top ten and the size`,
    `- Boards afterwards: ${miscounted.length === 0 ? `each of the 10 has its ${PLAYERS.toLocaleString('en')} players and counted all ${expectedRounds.toLocaleString('en')} rounds of its game (warm-up included)` : `MISCOUNTED: ${miscounted.map((row) => `${row.slug} ${row.players} players, ${row.rounds} rounds`).join('; ')}`}; events parked: ${parked?.count ?? 0}, readers failing: ${failing?.count ?? 0}`,
    '',
    `Statements on the competitions' tables per round with competitions, by kind (${perRound(measured.competitions.competitionStatements, measured.competitions)} in all):`,
    '',
    '| statement | per round |',
    '| --- | ---: |',
    ...[...measured.competitions.shapes.entries()]
      // The list of competitions read again every 2 s rounds to nothing per round.
      .filter(([, count]) => (count * 2) / measured.competitions.events >= 0.05)
      .sort(([, a], [, b]) => b - a)
      .map(([shape, count]) => `| \`${shape}\` | ${perRound(count, measured.competitions)} |`),
    '',
    `**Board reads.** One running competition with ${participantIds.length.toLocaleString('en')} participants (their players and entries written with set-based SQL in`,
    `${decimals(fillSeconds, 1)} s, then \`analyze\`; points log-normal around ₴200, in whole hryvnias so many tie, reached over a day). ${READS.toLocaleString('en')} Game modal`,
    "blocks of random participants, one after another, after a quarter as many unmeasured: the player's place, their row with its neighbours",
    `(what \`playerData\` reads), the top ten; through \`PostgresLeaderboard\`${copy ? ' and `RedisLeaderboard`' : ''} as the module builds them.${copy ? ` The Redis copy was built from PostgreSQL by the first read, which took **${rebuildSeconds === undefined ? '–' : decimals(rebuildSeconds, 2)} s**; 50 places were then checked equal on both.` : ' No REDIS_URL: the Redis copy was not measured.'}`,
    '',
    '| read | board | reads | p50 ms | p99 ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...readRows,
    '',
    `- Place with own row and neighbours at ${participantIds.length.toLocaleString('en')} participants, p99 (target under ${TARGET_READ_P99_MS} ms): ${verdicts.join('; ')}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection(`competitions-${part}`, report);
  if ((parked?.count ?? 0) > 0 || (failing?.count ?? 0) > 0 || miscounted.length > 0) process.exitCode = 1;
} finally {
  // The Redis copies are this run's alone: none is left behind.
  for (const id of boardsToForget) await copy?.drop(id).catch(() => undefined);
  await redis?.quit();
  await app?.close();
  await database.close();
  await scratch.drop();
}
