import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from './support/test-database.ts';

/** Every table the committed migrations create, in name order. */
const TABLES = [
  'audit_events',
  'bonus_calendar_zones',
  'bonus_offer_campaigns',
  'bonus_offers',
  'bonus_templates',
  'bonus_wagering_stakes',
  'cash_deposit_clicks',
  'cash_method_limits',
  'cash_methods',
  'cash_payment_notifications',
  'cash_payments',
  'cash_saved_cards',
  'cash_tax_ids',
  'cash_withdrawals',
  'cashback_programs',
  'chance_draws',
  'chance_seeds',
  'chest_campaigns',
  'chest_counted_events',
  'chest_participants',
  'competition_attempts',
  'competition_awards',
  'competition_entries',
  'competition_notice_opt_outs',
  'competition_results',
  'competition_scores',
  'competition_stage_results',
  'competitions',
  'content_banners',
  'content_faq',
  'content_pages',
  'content_redirects',
  'declined_bonuses',
  'dice_activities',
  'dice_counted_deposits',
  'dice_participants',
  'dice_popup_dismissals',
  'drop_campaigns',
  'drop_wins',
  'free_round_grants',
  'game_favorites',
  'game_future_subscriptions',
  'game_launch_tokens',
  'game_providers',
  'game_reactions',
  'game_rounds',
  'game_sessions',
  'game_tags',
  'game_transactions',
  'games',
  'hidden_bonuses',
  'insurance_programs',
  'jackpot_contributions',
  'jackpot_sevens',
  'jackpot_sevens_contributions',
  'jackpot_sevens_rounds',
  'jackpot_wins',
  'jackpots',
  'job_leases',
  'ledger_active_player_days',
  'ledger_adjustments',
  'ledger_daily_totals',
  'ledger_reconciliations',
  'ledger_rollup_cursor',
  'login_lockouts',
  'loot_boxes',
  'lotteries',
  'lottery_draws',
  'lottery_players',
  'lottery_prize_claims',
  'lottery_promo_codes',
  'lottery_star_movements',
  'lottery_tickets',
  'notifications',
  'operator_player_notes',
  'operator_sessions',
  'operators',
  'outbound_messages',
  'outbox_events',
  'outbox_parked_events',
  'outbox_positions',
  'piggy_bank_breaks',
  'piggy_bank_contributions',
  'piggy_bank_terms',
  'piggy_banks',
  'player_bonuses',
  'player_cashbacks',
  'player_devices',
  'player_documents',
  'player_insurances',
  'players',
  'reality_checks',
  'reward_grants',
  'rubric_games',
  'rubrics',
  'sandbox_psp_cards',
  'sandbox_psp_notifications',
  'sandbox_psp_payments',
  'sandbox_psp_payouts',
  'self_exclusions',
  'self_limits',
  'sessions',
  'sport_bet_limits',
  'sport_bet_selections',
  'sport_bets',
  'sport_book_settings',
  'sport_events',
  'sport_feed_producers',
  'sport_freebets',
  'sport_market_cancels',
  'sport_markets',
  'sport_player_limits',
  'sport_settlement_progress',
  'sport_tournaments',
  'sport_win_feed_minimums',
  'studio_crash_bets',
  'studio_crash_rounds',
  'studio_rounds',
  'studio_seeds',
  'studio_sessions',
  'tag_groups',
  'tags',
  'verification_codes',
  'wallet_accounts',
  'wallet_entries',
  'wallet_holds',
  'wallet_transfers',
  'wheel_counted_deposits',
  'wheel_players',
  'wheel_spins',
  'wheels',
];

/** Rows of a raw query; both drivers answer with `{ rows }`. */
async function query<T>(testDatabase: TestDatabase, statement: SQL): Promise<T[]> {
  const result = await testDatabase.database.db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

async function tableNames(testDatabase: TestDatabase): Promise<string[]> {
  const rows = await query<{ table_name: string }>(
    testDatabase,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(testDatabase: TestDatabase): Promise<number> {
  const rows = await query<{ count: number }>(
    testDatabase,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? 0;
}

describe(`migrations on ${TEST_DATABASE_KIND}`, () => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ migrate: false });
    testApp = await buildTestApp({ database: testDatabase.database });
  });
  afterAll(async () => {
    await testApp?.close();
    await testDatabase?.cleanup();
  });

  it('opens the engine the suite runs on', () => {
    expect(testDatabase.database.kind).toBe(TEST_DATABASE_KIND);
  });

  it('is not ready before migrating: /readyz 503, /healthz 200', async () => {
    expect(await tableNames(testDatabase)).toEqual([]);
    expect(await testDatabase.database.isReady()).toBe(false);
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: TEST_DATABASE_KIND });
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('creates every table and becomes ready: /readyz 200', async () => {
    await testDatabase.database.migrate();
    expect(await tableNames(testDatabase)).toEqual(TABLES);
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: TEST_DATABASE_KIND });
  });

  it('applies nothing twice when migrating again', async () => {
    const before = await appliedMigrations(testDatabase);
    expect(before).toBeGreaterThan(0);
    await testDatabase.database.migrate();
    expect(await appliedMigrations(testDatabase)).toBe(before);
    expect(await testDatabase.database.isReady()).toBe(true);
  });

  it('enforces the unique brand and path of pages', async () => {
    const insert = sql`insert into content_pages (brand, path, page_type, seo, payload) values ('*', '/dup/', 'faq', '{}', '{}')`;
    await testDatabase.database.db.execute(insert);
    await expect(testDatabase.database.db.execute(insert)).rejects.toThrow();
  });
});
