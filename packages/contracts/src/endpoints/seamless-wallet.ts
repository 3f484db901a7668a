import {
  walletAuthenticateReplySchema,
  walletProviderParamsSchema,
  walletReplySchema,
} from '../seamless-wallet.ts';
import { endpoint } from './endpoint.ts';

/**
 * Every call is public to the casino's sessions: the provider proves who it is by the signature of the body.
 * The body is kept raw, since the signature covers its exact bytes, so the table names none: the server reads it
 * as the call's request schema (`../seamless-wallet.ts`) once the signature verifies.
 */
const providerCall = {
  method: 'POST',
  auth: 'public',
  input: { params: walletProviderParamsSchema },
} as const;

/**
 * The seamless-wallet API game providers call, server to server (`../seamless-wallet.ts`). A reply is the
 * contract's union of its ok shape and its own error shape (not the casino's `{ success, error }`): an answer is
 * ok with 200, and a refusal is the error shape with its status below 500 (4xx), so a provider retries only what
 * the casino could not answer.
 */
export const SEAMLESS_WALLET_ENDPOINTS = {
  authenticate: endpoint({
    path: '/games-api/:provider/authenticate/',
    summary: "Trades a game's one-time launch token for a wallet session with the player's balance",
    reply: walletAuthenticateReplySchema,
    ...providerCall,
  }),
  balance: endpoint({
    path: '/games-api/:provider/balance/',
    summary: "The real balance of a wallet session's player",
    reply: walletReplySchema,
    ...providerCall,
  }),
  bet: endpoint({
    path: '/games-api/:provider/bet/',
    summary: "Takes a stake from the player's balance, once per transaction id",
    reply: walletReplySchema,
    ...providerCall,
  }),
  win: endpoint({
    path: '/games-api/:provider/win/',
    summary: "Credits a round's win to the player, once per transaction id, and may close the round",
    reply: walletReplySchema,
    ...providerCall,
  }),
  rollback: endpoint({
    path: '/games-api/:provider/rollback/',
    summary: 'Refunds a stake to the player, once per transaction id',
    reply: walletReplySchema,
    ...providerCall,
  }),
  betWin: endpoint({
    path: '/games-api/:provider/bet-win/',
    summary: "An instant game's whole round: takes the stake and credits the win in one call",
    reply: walletReplySchema,
    ...providerCall,
  }),
};
