/**
 * Expected failures, shared by every adapter. Services throw these; GraphQL returns them as
 * typed members of a mutation's result union (stable `code`), the REST shim maps them to HTTP
 * statuses. Anything else is unexpected: logged and masked.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type FieldErrors = Record<string, string[]>;

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super('VALIDATION_FAILED', message);
  }

  /** One message for one field: the common case. */
  static field(field: string, message: string) {
    return new ValidationError(message, { [field]: [message] });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You need to sign in.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
  ) {
    super('RATE_LIMITED', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'File size exceeds the maximum limit of 15 MB.') {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** Turns a zod failure into our ValidationError with per-field messages. */
export function fromZodIssues(issues: { path: PropertyKey[]; message: string }[], message = 'Please correct the highlighted fields.'): ValidationError {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'base';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return new ValidationError(message, fieldErrors);
}

/** A write refused by a unique index (Prisma's P2002): two writers raced for one key, and the index decided. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'P2002';
}

/**
 * Something this server depends on (the file store; see db/outage.ts for the database) is out of
 * reach: not the caller's fault, so every adapter answers 503 with Retry-After, never a 500.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
