import { type BrandId, domainEvent, type VerificationStatus } from '@casino/contracts';
import type { OutboxEvent } from '../../../platform/events/outbox-event.ts';
import type { NewPlayerRow, PlayerRow } from './players.schema.ts';

/**
 * The columns the player's own profile shows (contacts, confirmations, names, currency, language, registration,
 * verification and account review state, settings): a change to any of them is announced, so the player's other pages follow.
 */
const PROFILE_COLUMNS = [
  'email',
  'phone',
  'nickname',
  'firstName',
  'lastName',
  'birthDate',
  'currency',
  'countryId',
  'language',
  'emailConfirmed',
  'phoneConfirmed',
  'registrationComplete',
  'verificationStatus',
  'reviewStatus',
  'reviewStatusConfirmed',
  'settings',
] as const satisfies readonly (keyof PlayerRow)[];

type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

function isProfileColumn(column: string): column is ProfileColumn {
  return (PROFILE_COLUMNS as readonly string[]).includes(column);
}

/** Whether a change may touch the profile, so its events must be worked out (a login's counters never do). */
export function touchesProfile(changes: Partial<NewPlayerRow>): boolean {
  return Object.keys(changes).some(isProfileColumn);
}

function sameValue(before: unknown, after: unknown): boolean {
  return typeof before === 'object' && before !== null
    ? JSON.stringify(before) === JSON.stringify(after)
    : before === after;
}

/** The profile columns one change moved. */
export function changedProfileColumns(before: PlayerRow, after: PlayerRow): ProfileColumn[] {
  return PROFILE_COLUMNS.filter((column) => !sameValue(before[column], after[column]));
}

/**
 * The audit record of one change to a player's row (account and contact changes, verification decisions): the
 * profile columns that moved, with their values before and after. Null when the profile did not change.
 */
export function playerChangeAudit(before: PlayerRow, after: PlayerRow) {
  const columns = changedProfileColumns(before, after);
  if (columns.length === 0) return null;
  const pick = (row: PlayerRow) => Object.fromEntries(columns.map((column) => [column, row[column]]));
  return { playerId: after.id, action: 'account.changed', before: pick(before), after: pick(after) };
}

/**
 * The outbox events of one change to a player's row, from the row before and after it: `PlayerUpdated` with the
 * player's brand and the profile columns that changed, then `VerificationStatusChanged` when the identity verification status moved and
 * `RegistrationCompleted` when registration became complete. Nothing when the profile did not change.
 */
export function playerChangeEvents(before: PlayerRow, after: PlayerRow): OutboxEvent[] {
  const fields = changedProfileColumns(before, after);
  if (fields.length === 0) return [];
  const playerId = after.id;
  // The brand says where the player's row is read: brands may share one database, and one relay serves them all.
  const events: OutboxEvent[] = [
    domainEvent('PlayerUpdated', playerId, { brand: after.brand as BrandId, fields }),
  ];
  if (before.verificationStatus !== after.verificationStatus) {
    events.push(
      domainEvent('VerificationStatusChanged', playerId, {
        status: after.verificationStatus as VerificationStatus,
        previousStatus: before.verificationStatus as VerificationStatus,
      }),
    );
  }
  if (!before.registrationComplete && after.registrationComplete) {
    events.push(domainEvent('RegistrationCompleted', playerId, {}));
  }
  return events;
}
