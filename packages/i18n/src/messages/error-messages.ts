import type { ClientErrorCode, ErrorCode } from '@casino/contracts';

/** Messages keyed by error code: only codes the server answers with or the client gives itself. */
export type ErrorMessages = Partial<Record<ErrorCode | ClientErrorCode, string>>;
