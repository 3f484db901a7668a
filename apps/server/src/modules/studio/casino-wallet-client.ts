import { createHmac } from 'node:crypto';
import {
  PROVIDER_SIGNATURE_HEADER,
  type SeamlessWalletCall,
  STUDIO_PROVIDER,
  type WalletBetRequest,
  type WalletBetWinRequest,
  type WalletErrorReply,
  type WalletOk,
  type WalletRollbackRequest,
  type WalletSession,
  type WalletWinRequest,
  walletAuthenticateReplySchema,
  walletReplySchema,
} from '@casino/contracts';

/** A call gives up after this long and counts as unanswered; the settlement job tries again. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The casino gave no answer the studio can act on: the network failed, the request timed out, or the reply was
 * a 5xx or not a seamless-wallet reply. Whether the call took effect is unknown, so it is retried as it was.
 */
export class CasinoUnreachableError extends Error {
  constructor(message: string) {
    super(`The casino did not answer: ${message}`);
    this.name = 'CasinoUnreachableError';
  }
}

/** The casino's answer to a call: done, or refused with its error code (and the balance when it knows it). */
export type CasinoAnswer<T> = { ok: true; reply: T } | { ok: false; error: WalletErrorReply };

export interface CasinoWalletClientOptions {
  /** The casino's public URL; calls go to `<casinoUrl>/games-api/studio/<call>/`. */
  casinoUrl: string;
  /** The key both sides share (STUDIO_WALLET_SECRET). */
  secret: string;
  fetch: typeof fetch;
}

/** The `x-provider-signature` of a body: the hex HMAC-SHA256 of its exact bytes. */
export function providerSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * The studio's client of the casino's seamless-wallet API: the only way the studio learns about players and moves
 * their money, over HTTP as any outside provider would, every body signed with the shared secret.
 */
export class CasinoWalletClient {
  readonly #baseUrl: string;
  readonly #secret: string;
  readonly #fetch: typeof fetch;

  constructor(options: CasinoWalletClientOptions) {
    this.#baseUrl = `${options.casinoUrl.replace(/\/$/, '')}/games-api/${STUDIO_PROVIDER}`;
    this.#secret = options.secret;
    this.#fetch = options.fetch;
  }

  /** Trades a launch token for the casino's wallet session. */
  async authenticate(launchToken: string): Promise<CasinoAnswer<WalletSession>> {
    const reply = walletAuthenticateReplySchema.safeParse(await this.#call('authenticate', { launchToken }));
    if (!reply.success) throw new CasinoUnreachableError('authenticate answered with an unknown shape');
    if (reply.data.status === 'error') return { ok: false, error: reply.data };
    const { status: _status, ...session } = reply.data;
    return { ok: true, reply: session };
  }

  /** An instant round in one call: the stake and its win, the round closed. Idempotent by transaction id. */
  betWin(request: WalletBetWinRequest): Promise<CasinoAnswer<WalletOk>> {
    return this.#moneyCall('bet-win', request);
  }

  /** Takes a stake and opens the round (a live round's stake before take-off). Idempotent by transaction id. */
  bet(request: WalletBetRequest): Promise<CasinoAnswer<WalletOk>> {
    return this.#moneyCall('bet', request);
  }

  /** Pays a round's win (0 for a loss), closing it when told. Idempotent by transaction id. */
  win(request: WalletWinRequest): Promise<CasinoAnswer<WalletOk>> {
    return this.#moneyCall('win', request);
  }

  /** Gives a stake back. Idempotent by transaction id; an unknown bet leaves a tombstone at the casino. */
  rollback(request: WalletRollbackRequest): Promise<CasinoAnswer<WalletOk>> {
    return this.#moneyCall('rollback', request);
  }

  async #moneyCall(call: SeamlessWalletCall, request: unknown): Promise<CasinoAnswer<WalletOk>> {
    const reply = walletReplySchema.safeParse(await this.#call(call, request));
    if (!reply.success) throw new CasinoUnreachableError(`${call} answered with an unknown shape`);
    return reply.data.status === 'ok' ? { ok: true, reply: reply.data } : { ok: false, error: reply.data };
  }

  async #call(call: SeamlessWalletCall, body: unknown): Promise<unknown> {
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}/${call}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: providerSignature(this.#secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (failure) {
      throw new CasinoUnreachableError(failure instanceof Error ? failure.message : String(failure));
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new CasinoUnreachableError(`${call} answered HTTP ${response.status}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new CasinoUnreachableError(`${call} answered HTTP ${response.status} without JSON`);
    }
  }
}
