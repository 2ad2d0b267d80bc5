import { type ErrorCode, statusForErrorCode } from '@shared/errors/error-codes';

/** The one error type services throw; the error handler turns it into the shared error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return statusForErrorCode(this.code);
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
