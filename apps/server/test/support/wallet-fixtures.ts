import { players } from '../../src/modules/accounts/players/players.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';

/** A bare player row for wallet tests that need an owner for accounts, not a way to sign in. */
export async function insertTestPlayer(db: Db, email: string, currency = 'UAH'): Promise<number> {
  const [row] = await db
    .insert(players)
    .values({
      brand: 'king',
      login: `player-${email.replace(/[^a-z0-9]/gi, '')}`,
      email,
      primaryContact: 'email',
      passwordHash: 'not-a-hash',
      currency,
      registration: { source: null, flow: null, variant: null, funnelType: null },
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player not inserted');
  return row.id;
}
