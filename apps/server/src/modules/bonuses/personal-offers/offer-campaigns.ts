import type { Clock } from '../../../platform/clock.ts';
import type { OutboxSubscriber } from '../../../platform/events/relay.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import type { BonusOffersRepository } from './bonus-offers.repository.ts';
import type { PersonalOffers } from './personal-offers.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The outbox's reader for offer campaigns (`bonus-offers`): a player whose registration completes is offered each
 * active `registration_completed` campaign's template (a campaign for one registration source only to players
 * registered from it), for its days from when the reader gets to it. The campaign's slug
 * names the offer, so an event handed over again offers nothing more; the offer is written in the relay's
 * transaction and commits with the reader's position.
 */
export function offerCampaignsSubscriber(deps: {
  clock: Clock;
  offers: BonusOffersRepository;
  personalOffers: PersonalOffers;
  players: Pick<BonusPlayers, 'find'>;
}): OutboxSubscriber {
  return {
    name: 'bonus-offers',
    async handle(event, tx) {
      if (event.type !== 'RegistrationCompleted') return;
      const now = deps.clock.now();
      const player = await deps.players.find(event.playerId, tx);
      for (const { campaign, template } of await deps.offers.activeCampaigns(tx, 'registration_completed')) {
        const forSource = campaign.registrationSource;
        if (forSource !== null && forSource !== player?.registrationSource) continue;
        await deps.personalOffers.offer(
          event.playerId,
          template.slug,
          {
            source: 'campaign',
            sourceRef: campaign.slug,
            validFrom: now,
            validUntil: new Date(now.getTime() + campaign.validDays * DAY_MS),
          },
          tx,
        );
      }
    },
  };
}
