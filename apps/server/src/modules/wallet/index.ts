/**
 * The wallet's facade: what other modules may use. Money moves only through `WalletService`; a transfer that
 * cannot happen is a typed `TransferAborted`.
 */
import type { WalletService } from './wallet.service.ts';

export { randomHouseShard } from './accounts.ts';
export type { TransferResult } from './ledger.ts';
export { TransferAborted } from './ledger.ts';
export type { PlayableBalances } from './stake-split.ts';
export type { WalletService } from './wallet.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}
