import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { PasswordHasher } from '../auth/password-hasher.ts';
import { PlayersRepository } from './players.repository.ts';
import { type NewPlayerRow, players } from './players.schema.ts';

type DemoPlayer = Omit<NewPlayerRow, 'brand' | 'passwordHash'> & { password: string };

const OPEN_FUNNEL = {
  source: 'demo',
  flow: 'oneContactConfirm',
  variant: 'default',
  funnelType: 'opened_funnel',
};

/** Players to log in with on a development site; their credentials are listed in the README. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    login: 'demo',
    email: 'demo@example.com',
    primaryContact: 'email',
    password: 'Demo-Pass-2026',
    nickname: 'Demo',
    emailConfirmed: true,
    registrationComplete: true,
    registration: OPEN_FUNNEL,
  },
  {
    login: 'demophone',
    phone: '+380501234567',
    primaryContact: 'phone',
    password: 'Phone-Pass-2026',
    phoneConfirmed: true,
    registrationComplete: true,
    registration: OPEN_FUNNEL,
  },
  {
    login: 'demoauto',
    email: 'auto@example.com',
    primaryContact: 'email',
    password: 'Auto-Pass-2026',
    hasAutoPassword: true,
    registration: { ...OPEN_FUNNEL, funnelType: 'closed_funnel' },
  },
];

/** Adds the demo players of `brand` to a database that has no players yet. */
export async function seedDemoPlayers(db: Db, brand: string): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(players);
  if ((existing?.count ?? 0) > 0) return;
  const repository = new PlayersRepository(db, brand);
  const passwords = new PasswordHasher();
  for (const { password, ...player } of DEMO_PLAYERS) {
    await repository.insert({ ...player, passwordHash: await passwords.hash(password) });
  }
}
