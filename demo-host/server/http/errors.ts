// Turns every failure into the reply envelope: bad input is a 4xx naming the field, an
// unknown call a 404, and nothing a visitor sends becomes a 500 or stops the process.

import { NETWORK_ERROR_MESSAGE } from '@shared/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './reply';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** "userId: must be string", "question: is required": the field first, as a person reads it. */
function describeValidation(issues: ValidationIssue[]): string {
  const issue = issues[0] ?? {};
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (issue.params?.missingProperty)
    return `${[path, issue.params.missingProperty].filter(Boolean).join('.')}: is required`;
  if (issue.params?.additionalProperty) return `${issue.params.additionalProperty}: is not a known field`;
  return `${path || 'body'}: ${issue.message ?? 'is invalid'}`;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
    const thrown: unknown = error;
    if (thrown instanceof ApiError) {
      return reply.code(thrown.code).send({ code: thrown.code, message: thrown.message, data: null });
    }
    if (error.validation) {
      return reply.code(400).send({ code: 400, message: describeValidation(error.validation), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed, oversized or non-JSON bodies are bad input like any other: code 400.
      const message =
        error.code == 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'body: is not valid JSON'
          : error.code == 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'body: is too large'
            : error.code == 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'body: must be application/json'
              : error.message;
      const code = status == 413 || status == 415 ? 400 : status;
      return reply.code(code).send({ code, message, data: null });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, message: NETWORK_ERROR_MESSAGE, data: null });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ code: 404, message: `unknown call: ${request.method} ${request.url.split('?')[0]}`, data: null }),
  );
}
