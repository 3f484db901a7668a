import { z } from 'zod';
import {
  documentStatusChangedEvent,
  playerUpdatedEvent,
  registrationCompletedEvent,
  verificationStatusChangedEvent,
} from './account-events.ts';
import {
  bonusStatusChangedEvent,
  depositBonusAllowedEvent,
  depositBonusRejectedEvent,
} from './bonus-events.ts';
import { bonusOfferedEvent, sleepingBonusExpiredEvent } from './bonus-offer-events.ts';
import {
  depositCompletedEvent,
  depositFailedEvent,
  paymentAnomalyEvent,
  paymentStatusChangedEvent,
  withdrawalApprovedEvent,
  withdrawalCanceledEvent,
  withdrawalPaidEvent,
  withdrawalRejectedEvent,
  withdrawalRequestedEvent,
} from './cash-events.ts';
import { cashbackStatusChangedEvent } from './cashback-events.ts';
import {
  competitionFinishedEvent,
  competitionPrizeAwardedEvent,
  competitionStageClosedEvent,
  competitionStartedEvent,
} from './competition-events.ts';
import {
  freeRoundPlayedEvent,
  freeRoundsFinishedEvent,
  freeRoundsGrantedEvent,
} from './free-round-events.ts';
import { betPlacedEvent, betRolledBackEvent, gameLaunchedEvent, roundSettledEvent } from './game-events.ts';
import { insuranceStatusChangedEvent } from './insurance-events.ts';
import { dailyBonusAvailableEvent, dailyBonusTakenEvent } from './recurring-bonus-events.ts';
import { realityCheckDueEvent, selfExclusionStartedEvent } from './responsible-events.ts';
import { siteVersionReleasedEvent } from './site-events.ts';
import { sportBetAcceptedEvent, sportBetRejectedEvent, sportBetSettledEvent } from './sport-bet-events.ts';
import { balanceChangedEvent } from './wallet-events.ts';

/**
 * Every event the outbox carries. Adding one: define it in the producer's file of this folder and list it here;
 * a new version of a type replaces its entry with a `z.discriminatedUnion('version', [v1, v2])`, and its
 * constructor then builds the newest. Documented in docs/decisions/023-typed-domain-events.md.
 */
export const DOMAIN_EVENTS = [
  balanceChangedEvent,
  depositCompletedEvent,
  depositFailedEvent,
  paymentStatusChangedEvent,
  paymentAnomalyEvent,
  withdrawalRequestedEvent,
  withdrawalApprovedEvent,
  withdrawalCanceledEvent,
  withdrawalRejectedEvent,
  withdrawalPaidEvent,
  betPlacedEvent,
  betRolledBackEvent,
  roundSettledEvent,
  gameLaunchedEvent,
  playerUpdatedEvent,
  verificationStatusChangedEvent,
  registrationCompletedEvent,
  documentStatusChangedEvent,
  realityCheckDueEvent,
  selfExclusionStartedEvent,
  siteVersionReleasedEvent,
  sportBetAcceptedEvent,
  sportBetRejectedEvent,
  sportBetSettledEvent,
  bonusStatusChangedEvent,
  depositBonusRejectedEvent,
  dailyBonusTakenEvent,
  dailyBonusAvailableEvent,
  freeRoundsGrantedEvent,
  freeRoundPlayedEvent,
  freeRoundsFinishedEvent,
  cashbackStatusChangedEvent,
  depositBonusAllowedEvent,
  bonusOfferedEvent,
  sleepingBonusExpiredEvent,
  insuranceStatusChangedEvent,
  competitionStartedEvent,
  competitionFinishedEvent,
  competitionStageClosedEvent,
  competitionPrizeAwardedEvent,
] as const;

/** An event as stored and as relayed: `{type, version, playerId, payload}`, checked against its type's schema. */
export const domainEventSchema = z.discriminatedUnion('type', DOMAIN_EVENTS);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;
export type EventPayload<Type extends DomainEventType> = DomainEventOf<Type>['payload'];

/** The current version of each type: what constructors write. */
const CURRENT_VERSIONS = Object.fromEntries(
  DOMAIN_EVENTS.map((event) => [event.shape.type.value, event.shape.version.value]),
) as { [Type in DomainEventType]: DomainEventOf<Type>['version'] };

export const DOMAIN_EVENT_TYPES = Object.keys(CURRENT_VERSIONS) as DomainEventType[];

/**
 * Builds an event of the catalogue: a payload that is not its type's does not compile. Producers call it in
 * their event builders and append the result in the transaction of the change it reports.
 */
export function domainEvent<Type extends DomainEventType>(
  type: Type,
  playerId: DomainEventOf<Type>['playerId'],
  payload: EventPayload<Type>,
): DomainEventOf<Type> {
  return { type, version: CURRENT_VERSIONS[type], playerId, payload } as DomainEventOf<Type>;
}

/** The types whose payload names the ledger transfer they were written with. */
export type TransferEventType = {
  [Type in DomainEventType]: 'transferId' extends keyof EventPayload<Type> ? Type : never;
}[DomainEventType];

/** An event handed to the ledger with a transfer, which fills in `transferId` when it writes both. */
export type TransferEventDraft<Type extends TransferEventType = TransferEventType> = Type extends unknown
  ? Omit<DomainEventOf<Type>, 'payload'> & { payload: Omit<EventPayload<Type>, 'transferId'> }
  : never;

/** Builds an event the ledger writes with its transfer (see TransferEventDraft). */
export function transferEvent<Type extends TransferEventType>(
  type: Type,
  playerId: DomainEventOf<Type>['playerId'],
  payload: Omit<EventPayload<Type>, 'transferId'>,
): TransferEventDraft<Type> {
  return { type, version: CURRENT_VERSIONS[type], playerId, payload } as unknown as TransferEventDraft<Type>;
}
