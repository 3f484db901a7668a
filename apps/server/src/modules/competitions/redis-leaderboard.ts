import type { Redis } from 'ioredis';
import type { BoardEntry, CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionPlaceKey, Leaderboard, PlaceKey, RankedEntry } from './leaderboard.ts';

/**
 * Sorted-set members order ties as the truth does: the earlier reach first, then the lower player id. Members with
 * one score are ordered by their bytes, read highest first, so each part is written as its distance from a maximum,
 * zero-padded.
 */
const MAX_TIME = 9_999_999_999_999;
const MAX_ID = 9_999_999_999_999_999n;
/** A rebuild is one node's job at a time; another node that finds the copy missing reads the truth meanwhile. */
const REBUILD_LOCK_SECONDS = 60;
/** Rows written to Redis per pipeline while a copy is rebuilt. */
const REBUILD_BATCH = 2_000;

function member(entry: Pick<BoardEntry, 'reachedAt' | 'playerId'>): string {
  const time = String(MAX_TIME - entry.reachedAt.getTime()).padStart(13, '0');
  const id = String(MAX_ID - BigInt(entry.playerId)).padStart(16, '0');
  return `${time}:${id}`;
}

function playerOf(memberText: string): number {
  return Number(MAX_ID - BigInt(memberText.slice(14)));
}

/**
 * Moves one player's row unless the copy holds a newer version of it: removes the old member, adds the new one and
 * keeps the name, rounds and version beside it. Atomic, so two nodes telling changes out of order keep the newest.
 */
const UPDATE_SCRIPT = `
local current = redis.call('HGET', KEYS[3], ARGV[1])
if current and tonumber(cjson.decode(current).v) >= tonumber(ARGV[5]) then return 0 end
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then redis.call('ZREM', KEYS[1], old) end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[4])
return 1`;

interface RowFacts {
  n: string;
  r: number;
  v: number;
}

type BoardRedis = Redis & {
  competitionBoardUpdate(
    board: string,
    members: string,
    rows: string,
    playerId: string,
    member: string,
    points: string,
    row: string,
    version: string,
  ): Promise<number>;
};

/**
 * The board kept in Redis sorted sets when REDIS_URL is set (decision 034): a place, a page and the size are one or
 * two Redis calls at any size of board. Until a competition's copy is built (on the first read that finds it
 * missing) reads go to PostgreSQL.
 */
export class RedisLeaderboard implements Leaderboard {
  readonly #redis: BoardRedis;
  readonly #truth: Leaderboard;
  readonly #repository: CompetitionsRepository;
  /** Each competition's board key (a random id of its row), so databases sharing one Redis keep their boards apart. */
  readonly #boardKeys = new Map<number, string>();

  constructor(redis: Redis, repository: CompetitionsRepository, truth: Leaderboard) {
    redis.defineCommand('competitionBoardUpdate', { numberOfKeys: 3, lua: UPDATE_SCRIPT });
    this.#redis = redis as BoardRedis;
    this.#repository = repository;
    this.#truth = truth;
  }

  async changed(competitionId: number, entries: readonly BoardEntry[]): Promise<void> {
    const keys = await this.#keys(competitionId);
    const pipeline = this.#redis.pipeline() as unknown as BoardRedis & { exec(): Promise<unknown> };
    for (const entry of entries) this.#update(pipeline, keys, entry);
    await pipeline.exec();
  }

  async top(competitionId: number, offset: number, limit: number): Promise<RankedEntry[]> {
    if (!(await this.#ready(competitionId))) return this.#truth.top(competitionId, offset, limit);
    const keys = await this.#keys(competitionId);
    const flat = await this.#redis.zrevrange(keys.board, offset, offset + limit - 1, 'WITHSCORES');
    const players: number[] = [];
    const points: number[] = [];
    for (let index = 0; index < flat.length; index += 2) {
      players.push(playerOf(flat[index] as string));
      points.push(Number(flat[index + 1]));
    }
    if (players.length === 0) return [];
    const rows = await this.#redis.hmget(keys.rows, ...players.map(String));
    return players.map((playerId, index) => {
      const facts = JSON.parse(rows[index] ?? '{"n":"","r":0,"v":0}') as RowFacts;
      return {
        position: offset + index + 1,
        playerId,
        displayName: facts.n,
        points: points[index] ?? 0,
        rounds: facts.r,
      };
    });
  }

  async position(competitionId: number, playerId: number, known?: PlaceKey): Promise<number | null> {
    if (!(await this.#ready(competitionId))) return this.#truth.position(competitionId, playerId, known);
    const keys = await this.#keys(competitionId);
    const memberText = await this.#redis.hget(keys.members, String(playerId));
    if (memberText === null) return null;
    const rank = await this.#redis.zrevrank(keys.board, memberText);
    return rank === null ? null : rank + 1;
  }

  async positions(playerId: number, keys: readonly CompetitionPlaceKey[]): Promise<Map<number, number>> {
    const places = new Map<number, number>();
    for (const key of keys) {
      const place = await this.position(key.competitionId, playerId, key);
      if (place !== null) places.set(key.competitionId, place);
    }
    return places;
  }

  async size(competitionId: number): Promise<number> {
    if (!(await this.#ready(competitionId))) return this.#truth.size(competitionId);
    return this.#redis.zcard((await this.#keys(competitionId)).board);
  }

  async drop(competitionId: number): Promise<void> {
    const keys = await this.#keys(competitionId);
    await this.#redis.del(keys.board, keys.members, keys.rows, keys.ready);
  }

  /** Whether the copy is built; when it is not, builds it unless another node is at it. */
  async #ready(competitionId: number): Promise<boolean> {
    const keys = await this.#keys(competitionId);
    if ((await this.#redis.exists(keys.ready)) === 1) return true;
    const locked = await this.#redis.set(keys.lock, '1', 'EX', REBUILD_LOCK_SECONDS, 'NX');
    if (locked !== 'OK') return false;
    try {
      await this.rebuild(competitionId);
      return true;
    } finally {
      await this.#redis.del(keys.lock);
    }
  }

  /** Builds the copy from PostgreSQL in one ordered read; a change told meanwhile with a newer version is kept. */
  async rebuild(competitionId: number): Promise<void> {
    const keys = await this.#keys(competitionId);
    const entries = await this.#repository.board(
      this.#repository.db,
      competitionId,
      0,
      Number.MAX_SAFE_INTEGER,
    );
    for (let start = 0; start < entries.length; start += REBUILD_BATCH) {
      await this.changed(competitionId, entries.slice(start, start + REBUILD_BATCH));
    }
    await this.#redis.set(keys.ready, '1');
  }

  #update(target: BoardRedis, keys: Record<'board' | 'members' | 'rows', string>, entry: BoardEntry): void {
    const facts: RowFacts = { n: entry.displayName, r: entry.rounds, v: entry.version };
    void target.competitionBoardUpdate(
      keys.board,
      keys.members,
      keys.rows,
      String(entry.playerId),
      member(entry),
      String(entry.points),
      JSON.stringify(facts),
      String(entry.version),
    );
  }

  async #keys(
    competitionId: number,
  ): Promise<Record<'board' | 'members' | 'rows' | 'ready' | 'lock', string>> {
    let boardKey = this.#boardKeys.get(competitionId);
    if (boardKey === undefined) {
      boardKey = (await this.#repository.boardKey(competitionId)) ?? `missing-${competitionId}`;
      this.#boardKeys.set(competitionId, boardKey);
    }
    const base = `competition:${boardKey}`;
    return {
      board: `${base}:board`,
      members: `${base}:members`,
      rows: `${base}:rows`,
      ready: `${base}:ready`,
      lock: `${base}:rebuilding`,
    };
  }
}
