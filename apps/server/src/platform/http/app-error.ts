import { ERROR_STATUS, type ErrorCode } from '@casino/contracts';

/**
 * A typed failure a service throws; the one error handler turns it into the spec's JSON shape. Its status is its
 * code's, from the one table of codes (`ERROR_STATUS` in the contracts). Modules build theirs in
 * `<module>.errors.ts`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly redirectUrl: string | undefined;
  /** Sent as `Retry-After` (429 and 503 answers). */
  readonly retryAfterSeconds: number | undefined;
  /** Facts the client may show: the balance of an overdraw, the limit an amount broke. */
  readonly details: Record<string, string | number | boolean | null> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      redirectUrl?: string;
      retryAfterSeconds?: number;
      details?: Record<string, string | number | boolean | null>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = extra.fields;
    this.redirectUrl = extra.redirectUrl;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.details = extra.details;
  }
}

/** A 301 that carries `redirectUrl` in its body (spec section 8). */
export function movedPermanently(redirectUrl: string): AppError {
  return new AppError('moved_permanently', 'The resource has moved', { redirectUrl });
}

export function notFound(code: ErrorCode = 'not_found', message = 'Not found'): AppError {
  return new AppError(code, message);
}

export function validationFailed(fields: Record<string, string>): AppError {
  return new AppError('validation_failed', 'Some fields are invalid', { fields });
}
