import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { DomainError, type ErrorCode, type ErrorDetail } from '../errors/domain-error';
import { callerLocale, refusalMessage } from '../errors/refusal-messages';
import { unavailableServiceError } from '../errors/unavailable-services';
import { bodyParserFailure } from './body-parser-failure';
import { ERROR_STATUS } from './error-status';

export interface ErrorBody {
  statusCode: number;
  error: ErrorCode | string;
  message: string;
  details?: ErrorDetail[];
  correlationId: string;
}

const HTTP_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'AUTHENTICATION_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

/** The one place where errors become HTTP answers: a stable body, the request id, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {
    logger.setContext(AllExceptionsFilter.name);
  }

  catch(thrown: unknown, host: ArgumentsHost): void {
    const exception = thrown instanceof DomainError ? thrown : (unavailableServiceError(thrown) ?? thrown);
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const body = this.toBody(bodyParserFailure(exception) ?? exception, String(request.id ?? ''));
    if (body.statusCode >= 400 && body.statusCode < 500) {
      const fields = (body.details ?? []).flatMap((detail) => (detail.field ? [detail.field] : []));
      body.message = refusalMessage(callerLocale(request), body.statusCode, body.message, fields);
    }
    if (body.statusCode >= 500) {
      this.logger.error({ err: thrown, correlationId: body.correlationId }, 'request failed');
    }
    if (response.headersSent) return;
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(Math.ceil(exception.retryAfterSeconds)));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, correlationId: string): ErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: ERROR_STATUS[exception.code],
        error: exception.code,
        message: exception.message,
        ...(exception.details ? { details: exception.details } : {}),
        correlationId,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const message =
        typeof answer === 'string'
          ? answer
          : String((answer as { message?: unknown }).message ?? exception.message);
      return {
        statusCode: status,
        error: HTTP_STATUS_CODES[status] ?? exception.name,
        message,
        correlationId,
      };
    }
    if (isUnstorableText(exception)) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        error: 'VALIDATION_FAILED',
        message: 'The request contains a character that text cannot hold (such as a NUL byte)',
        correlationId,
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'INTERNAL_ERROR',
      message:
        'Something went wrong on our side. Please try again; if it persists, quote the correlation id.',
      correlationId,
    };
  }
}

/**
 * PostgreSQL refuses a NUL byte (or a character its encoding lacks) in any text it is sent, whether the text came
 * from a path, a query or a body: the statement fails before anything is written, and the caller sent it.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
function isUnstorableText(exception: unknown): boolean {
  for (let error = exception; error instanceof Error; error = error.cause) {
    const code = (error as Error & { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
  }
  return false;
}
