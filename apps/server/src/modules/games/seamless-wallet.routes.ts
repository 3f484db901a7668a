import {
  SEAMLESS_WALLET_ENDPOINTS,
  walletAuthenticateRequestSchema,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletBetWinRequestSchema,
  walletRollbackRequestSchema,
  walletWinRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ONLY, serveEndpoints } from '../../platform/http/endpoints.ts';
import type { ProviderSecrets } from './provider-signature.ts';
import type { SeamlessWalletService } from './seamless-wallet.service.ts';
import { signedWalletCall } from './signed-wallet-call.ts';

/**
 * `POST /games-api/{provider}/{call}/`: the seamless-wallet API game providers call, server to server, served
 * from its endpoint table. The body is kept raw: the signature covers its exact bytes and it is parsed only once
 * the signature verifies.
 */
export function seamlessWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: SeamlessWalletService; secrets: ProviderSecrets },
): void {
  const { wallet, secrets } = deps;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    serveEndpoints(
      scope,
      SEAMLESS_WALLET_ENDPOINTS,
      {
        authenticate: signedWalletCall(
          secrets,
          'authenticate',
          walletAuthenticateRequestSchema,
          (provider, body) => wallet.authenticate(provider, body.launchToken),
        ),
        balance: signedWalletCall(secrets, 'balance', walletBalanceRequestSchema, (provider, body) =>
          wallet.balance(provider, body.sessionToken),
        ),
        bet: signedWalletCall(secrets, 'bet', walletBetRequestSchema, (provider, body) =>
          wallet.bet(provider, body),
        ),
        win: signedWalletCall(secrets, 'win', walletWinRequestSchema, (provider, body) =>
          wallet.win(provider, body),
        ),
        rollback: signedWalletCall(secrets, 'rollback', walletRollbackRequestSchema, (provider, body) =>
          wallet.rollback(provider, body),
        ),
        betWin: signedWalletCall(secrets, 'bet-win', walletBetWinRequestSchema, (provider, body) =>
          wallet.betWin(provider, body),
        ),
      },
      // The provider proves who it is by the signature; there is no casino session.
      PUBLIC_ONLY,
    );
  });
}
