import { type ApiError, ERROR_STATUS, type ErrorCode } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** The spec's error body with a code of the table, which gives its status. */
type CodedError = ApiError & { error: { code: ErrorCode } };

/** Fastify's own client errors, by Fastify's code, with the code and message the spec's error body carries. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', message: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Invalid content length' },
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The URL is malformed' },
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
  const known = FRAMEWORK_ERRORS[error.code] ?? { code: 'bad_request', message: error.message };
  request.log.warn({ code: error.code }, known.message);
  void sendError(reply.header('x-request-id', request.id), errorBody(known.code, known.message));
}

/**
 * Sends the platform's own error body as it is, with its code's status. A route's reply schemas describe what its handler answers (the
 * wallet API's 4xx shape is not this one): a refusal made around the handler (a hook, the error handler) passed
 * through them failed as "response does not match the schema" and went out as a 500.
 */
export function sendError(reply: FastifyReply, body: CodedError): FastifyReply {
  return reply
    .status(ERROR_STATUS[body.error.code])
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): CodedError {
  return { success: false, error: fields ? { code, message, fields } : { code, message } };
}

/** The one place where failures become HTTP: typed errors, validation, framework errors, then everything else as 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body = errorBody(error.code, error.message, error.fields);
      if (error.details) body.error.details = error.details;
      if (error.redirectUrl) body.redirectUrl = error.redirectUrl;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, 'service failure');
      return sendError(reply, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // The provider writes the zod issue path as `/a/b`; an issue of the whole object has the path `/`.
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      return sendError(reply, errorBody('validation_failed', 'Some fields are invalid', fields));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      request.log.warn({ code: error.code }, known.message);
      return sendError(reply, errorBody(known.code, known.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return sendError(reply, errorBody('bad_request', error.message));
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendError(reply, errorBody('internal_error', 'Something went wrong on our side'));
  });
}
