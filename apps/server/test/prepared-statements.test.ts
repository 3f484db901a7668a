import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/modules/accounts/players/players.schema.ts';
import { executePrepared, ReusableStatement, rowsOf } from '../src/platform/db/prepared.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('prepared statements', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.cleanup());

  const newPlayer = (login: string) => ({
    brand: 'king',
    login,
    email: `${login}@example.com`,
    primaryContact: 'email' as const,
    passwordHash: 'x',
    currency: 'UAH',
    registration: { source: null, flow: null, variant: null, funnelType: null },
  });

  it('runs a statement built once inside the transaction it is given, and maps its rows as Drizzle does', async () => {
    const { db } = testDatabase.database;
    const insert = new ReusableStatement<{ id: number; login: string | null; createdAt: Date }>(
      'test-insert-player',
      db
        .insert(players)
        .values({
          ...newPlayer('placeholder'),
          login: sql.placeholder('login') as unknown as string,
          email: sql.placeholder('email') as unknown as string,
        })
        .returning({ id: players.id, login: players.login, createdAt: players.createdAt }),
    );
    const [kept] = await insert.execute(db, { login: 'kept', email: 'kept@example.com' });
    expect(kept).toMatchObject({ login: 'kept' });
    expect(kept?.createdAt).toBeInstanceOf(Date);

    await expect(
      db.transaction(async (tx) => {
        await insert.execute(tx, { login: 'rolled-back', email: 'rolled-back@example.com' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const logins = await db.select({ login: players.login }).from(players);
    expect(logins.map((row) => row.login)).toEqual(['kept']);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    const { db } = testDatabase.database;
    const byLogin = new ReusableStatement(
      'test-player-by-login',
      db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.login, sql.placeholder('login'))),
    );
    await expect(byLogin.execute(db, {})).rejects.toThrow('No value for placeholder "login"');
  });

  it('gives raw statements of different texts different names, so each runs as written', async () => {
    const { db } = testDatabase.database;
    const count = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await executePrepared(db, 'test-count', query))[0]?.n;
    // The same prefix twice with two texts: one name each, or PostgreSQL would refuse the second.
    expect(await count(sql`select count(*)::int as n from players`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from players where login = ${'nobody'}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from players`)).toBe(1);
  });
});
