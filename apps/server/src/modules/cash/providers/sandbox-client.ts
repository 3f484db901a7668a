import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_KEY_HEADER,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxPaymentRequest,
  type SandboxPaymentResponse,
  type SandboxPayoutRequest,
  sandboxNotificationSchema,
  sandboxPaymentResponseSchema,
  sandboxPayoutResponseSchema,
  sandboxRefundResponseSchema,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import { sandboxMerchantKey } from '../../sandbox-psp/index.ts';
import {
  type PaymentNotification,
  type PaymentProvider,
  type PaymentStart,
  type PayoutRequest,
  type PayoutResult,
  ProviderSignatureError,
  type StartPaymentRequest,
} from '../payment-provider.ts';

/** Notifications signed longer ago (or further ahead) than this are refused as replays. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 15_000;

/** The sandbox answered a merchant API call with an error (its code and message), or did not answer. */
export class SandboxRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(`Sandbox payment provider: ${message}`);
    this.name = 'SandboxRequestError';
    this.status = status;
    this.code = code;
  }
}

export interface SandboxPaymentProviderOptions {
  /** The sandbox's mount point, e.g. `http://127.0.0.1:3000/sandbox-psp`. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The shared secret: it signs notifications and derives the merchant API key. */
  webhookSecret: string;
  clock: Clock;
}

/**
 * The casino's client of the sandbox payment provider: it reaches the sandbox only over HTTP (the merchant API
 * with its key) and trusts a notification only when its HMAC signature over the raw body verifies and is fresh.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #secret: string;
  readonly #merchantKey: string;
  readonly #clock: Clock;

  constructor(options: SandboxPaymentProviderOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#fetch = options.fetch;
    this.#secret = options.webhookSecret;
    this.#merchantKey = sandboxMerchantKey(options.webhookSecret);
    this.#clock = options.clock;
  }

  async startPayment(request: StartPaymentRequest): Promise<PaymentStart> {
    const body: SandboxPaymentRequest = {
      merchantReference: request.paymentId,
      amount: request.amount,
      currency: request.currency,
      method: request.method,
      customerId: String(request.playerId),
      ...(request.cardToken ? { cardToken: request.cardToken } : {}),
      saveCard: request.saveCard,
      ...(request.browserInfo ? { browserInfo: request.browserInfo } : {}),
      language: request.language,
      returnUrls: request.returnUrls,
      notificationUrl: request.notificationUrl,
    };
    return paymentStartOf(await this.#post('/api/payments', body, sandboxPaymentResponseSchema));
  }

  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification {
    this.#verifySignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER]);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new ProviderSignatureError('the body is not JSON');
    }
    const parsed = sandboxNotificationSchema.safeParse(json);
    if (!parsed.success) throw new ProviderSignatureError('the body is not a payment notification');
    const { id, occurredAt, payment } = parsed.data;
    return {
      notificationId: id,
      paymentId: payment.merchantReference,
      providerPaymentId: payment.id,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
      ...(payment.savedCard ? { savedCard: payment.savedCard } : {}),
      occurredAt: new Date(occurredAt),
    };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const body: SandboxPayoutRequest = {
      merchantReference: request.withdrawalId,
      amount: request.amount,
      currency: request.currency,
      destination: request.destination,
    };
    const result = await this.#post('/api/payouts', body, sandboxPayoutResponseSchema);
    return result.status === 'paid'
      ? { status: 'paid', providerPayoutId: result.id }
      : { status: 'failed', reason: result.reason };
  }

  async refund(providerPaymentId: string): Promise<void> {
    await this.#post(
      `/api/payments/${encodeURIComponent(providerPaymentId)}/refund`,
      {},
      sandboxRefundResponseSchema,
    );
  }

  /** `t={unix seconds},v1={hex}`: the time must be within the tolerance and one v1 must match, compared in constant time. */
  #verifySignature(rawBody: Buffer, header: string | string[] | undefined): void {
    if (typeof header !== 'string') throw new ProviderSignatureError('no signature header');
    const parts = header.split(',').map((part) => part.trim().split('='));
    const timestamp = parts.find(([key]) => key === 't')?.[1];
    const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
    if (!timestamp || !/^[0-9]{1,12}$/.test(timestamp) || signatures.length === 0) {
      throw new ProviderSignatureError('malformed signature header');
    }
    if (Math.abs(this.#clock.now().getTime() - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) {
      throw new ProviderSignatureError('the signature is too old or from the future');
    }
    const expected = createHmac('sha256', this.#secret).update(`${timestamp}.`).update(rawBody).digest();
    const matches = signatures.some((signature) => {
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!matches) throw new ProviderSignatureError('the signature does not match');
  }

  async #post<Schema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_KEY_HEADER]: this.#merchantKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SandboxRequestError(0, 'unreachable', (error as Error).message);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
      throw new SandboxRequestError(
        response.status,
        error?.code ?? 'http_error',
        error?.message ?? `HTTP ${response.status}`,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new SandboxRequestError(response.status, 'bad_response', 'unexpected response');
    return parsed.data;
  }
}

function paymentStartOf(payment: SandboxPaymentResponse): PaymentStart {
  const providerPaymentId = payment.id;
  const next = payment.next;
  if (!next) {
    if (payment.status === 'pending' || payment.status === 'refunded') {
      throw new SandboxRequestError(200, 'bad_response', `a ${payment.status} payment cannot be started`);
    }
    return {
      kind: 'decided',
      providerPaymentId,
      status: payment.status,
      ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
    };
  }
  switch (next.type) {
    case 'hosted-page':
      return { kind: 'hosted-page', providerPaymentId, url: next.url };
    case 'challenge':
      return { kind: 'challenge', providerPaymentId, url: next.url };
    case 'wallet':
      return { kind: 'wallet', providerPaymentId, url: next.url, gatewayMerchantId: next.gatewayMerchantId };
    case 'bank-transfer':
      return {
        kind: 'bank-transfer',
        providerPaymentId,
        iban: next.iban,
        beneficiary: next.beneficiary,
        reference: next.reference,
        instructionsUrl: next.url,
      };
  }
}
