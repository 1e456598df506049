import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { DomainError, type ErrorCode, type ErrorDetail } from '../errors/domain-error';
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

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const body = this.toBody(exception, String(request.id ?? ''));
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, correlationId: body.correlationId }, 'request failed');
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
    if (isBodyParserError(exception)) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        error: 'VALIDATION_FAILED',
        message: 'The request body is not valid JSON',
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

function isBodyParserError(exception: unknown): boolean {
  return (
    exception instanceof SyntaxError &&
    (exception as SyntaxError & { type?: string }).type === 'entity.parse.failed'
  );
}
