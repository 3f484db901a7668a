import { BRAND_IDS, PARTNER_REGISTRATION_SOURCE } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import type { BonusOffersRepository } from './bonus-offers.repository.ts';
import type { PersonalOffers } from './personal-offers.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo template offered personally (seeded with the demo bonuses). */
const COMEBACK_SLUG = 'comeback-50';

/**
 * The demo campaign: a player a gambling partner sent (registered from `partner`) is offered the partner's free
 * spins for two weeks once their registration completes.
 */
const DEMO_CAMPAIGN = {
  slug: 'partner-welcome',
  templateSlug: 'partner-spins-50',
  registrationSource: PARTNER_REGISTRATION_SOURCE,
  validDays: 14,
} as const;

/** The demo player's own offers: one to accept now, one that opens in two days (the calendar shows it). */
const DEMO_OFFERS = [
  { login: 'demo', sourceRef: 'demo-welcome-back', opensInDays: 0, days: 7 },
  { login: 'demo', sourceRef: 'demo-weekend', opensInDays: 2, days: 2 },
] as const;

/**
 * The demo site's personal offers: the calendar counts days in Kyiv on every brand, a partner's players are offered
 * the partner's free spins, and the demo player has an offer of the comeback bonus now and one coming. Kept as they are once there
 * (each offer is named by its reference).
 */
export async function seedDemoPersonalOffers(
  db: Db,
  deps: {
    clock: Clock;
    offers: BonusOffersRepository;
    repository: BonusesRepository;
    personalOffers: PersonalOffers;
    players: Pick<PlayerDirectory, 'findByLogin'>;
  },
): Promise<void> {
  for (const brand of BRAND_IDS) await deps.offers.insertCalendarZone(db, { brand, timeZone: 'Europe/Kyiv' });
  const now = deps.clock.now();
  const partnerTemplate = await deps.repository.templateBySlug(db, DEMO_CAMPAIGN.templateSlug);
  if (partnerTemplate) {
    await deps.offers.insertCampaign(db, {
      slug: DEMO_CAMPAIGN.slug,
      trigger: 'registration_completed',
      templateId: partnerTemplate.id,
      registrationSource: DEMO_CAMPAIGN.registrationSource,
      validDays: DEMO_CAMPAIGN.validDays,
      active: true,
      createdAt: now,
    });
  }
  for (const { login, sourceRef, opensInDays, days } of DEMO_OFFERS) {
    const player = await deps.players.findByLogin(login, db);
    if (!player) continue;
    const validFrom = new Date(now.getTime() + opensInDays * DAY_MS);
    await deps.personalOffers.offer(
      player.id,
      COMEBACK_SLUG,
      { source: 'operator', sourceRef, validFrom, validUntil: new Date(validFrom.getTime() + days * DAY_MS) },
      db,
    );
  }
}
