import type { Currency } from '@casino/contracts';
import type { PlayerDetail } from '@casino/contracts/backoffice';
import type { Accounts, PlayerRow } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { documentViewOf, playerSummaryOf } from './player-views.ts';

/**
 * The contract's `selfExcludedUntil` is a moment or null, and null already means "not excluded": a permanent
 * self-exclusion (no end) is shown as the last moment a date can name, so the console never reads it as none.
 */
export const PERMANENT_EXCLUSION_END = '9999-12-31T23:59:59.999Z';

export interface PlayerDetailSources {
  accounts: Pick<Accounts, 'documents' | 'administration'>;
  wallet: Pick<WalletService, 'balance'>;
  protection: Pick<PlayerProtection, 'activeExclusion' | 'limitsInForce'>;
}

/**
 * A player's page: the profile from accounts, the balances from the wallet (real, bonus and on hold in the
 * player's currency), the protection in force from player protection, documents and devices from accounts.
 * Every part is read through its module's facade.
 */
export async function playerDetailOf(player: PlayerRow, sources: PlayerDetailSources): Promise<PlayerDetail> {
  const { accounts, wallet, protection } = sources;
  const [balance, exclusion, limits, documents, devices] = await Promise.all([
    wallet.balance(player.id, player.currency as Currency),
    protection.activeExclusion(player.id),
    protection.limitsInForce(player.id),
    accounts.documents.forPlayer(player.id),
    accounts.administration.devices(player.id),
  ]);
  return {
    ...playerSummaryOf(player),
    nickname: player.nickname,
    firstName: player.firstName,
    lastName: player.lastName,
    birthDate: player.birthDate,
    language: player.language,
    emailConfirmed: player.emailConfirmed,
    phoneConfirmed: player.phoneConfirmed,
    registrationComplete: player.registrationComplete,
    reviewStatus: player.reviewStatus,
    reviewStatusConfirmed: player.reviewStatusConfirmed,
    balance: {
      currency: balance.currency,
      real: balance.principal,
      bonus: balance.bonus,
      onHold: balance.hold,
    },
    protection: {
      selfExcludedUntil: exclusion ? (exclusion.till ?? PERMANENT_EXCLUSION_END) : null,
      limits: limits.map((limit) => ({ kind: limit.type, period: limit.period, amount: limit.amount })),
    },
    documents: documents.map(documentViewOf),
    devices: devices.map((device) => ({
      userAgent: device.userAgent ?? '',
      ip: device.ip,
      lastSeenAt: device.lastSeenAt.toISOString(),
    })),
  };
}
