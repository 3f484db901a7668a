import type { ContactType, PlayerMainData } from '@casino/contracts';

/** The contact RegistrationConfirm asks about: the one asked for, else the primary one while unconfirmed, else the other. */
export function pendingContact(player: PlayerMainData, asked: string | undefined): ContactType | null {
  if (asked === 'email' || asked === 'phone') return asked;
  const unconfirmed = (type: ContactType) =>
    type === 'email'
      ? player.email !== null && !player.emailConfirmed
      : player.phone !== null && !player.confirmed;
  const primary = player.primaryContact ?? 'email';
  const other: ContactType = primary === 'email' ? 'phone' : 'email';
  if (unconfirmed(primary)) return primary;
  return unconfirmed(other) ? other : null;
}
