import type { ApiError } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** Fastify's own client errors, by code, with the status and code the spec's error body carries. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', message: 'Invalid content length' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The URL is malformed' },
};

/**
 * Errors Fastify raises before routing (a URL that does not decode), which never reach the error handler.
 * Passed to Fastify as `frameworkErrors`, so they too answer in the spec's shape.
 */
export function replyToFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, code: 'bad_request', message: error.message };
  request.log.warn({ code: error.code }, known.message);
  void reply
    .header('x-request-id', request.id)
    .status(known.status)
    .send(errorBody(known.code, known.message));
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { success: false, error: fields ? { code, message, fields } : { code, message } };
}

/** The one place where failures become HTTP: typed errors, validation, framework errors, then everything else as 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body: ApiError = errorBody(error.code, error.message, error.fields);
      if (error.details) body.error.details = error.details;
      if (error.redirectUrl) body.redirectUrl = error.redirectUrl;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, 'service failure');
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // The provider writes the zod issue path as `/a/b`; an issue of the whole object has the path `/`.
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(422).send(errorBody('validation_failed', 'Some fields are invalid', fields));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      request.log.warn({ code: error.code }, known.message);
      return reply.status(known.status).send(errorBody(known.code, known.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return reply.status(error.statusCode).send(errorBody('bad_request', error.message));
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side'));
  });
}
