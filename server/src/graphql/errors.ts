/**
 * GraphQL faces of lib/errors: an `Error` interface with a stable `code`, and concrete types
 * that mutations list in their result unions. Unexpected errors never reach this: Yoga masks them.
 */
import { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../lib/errors.js';
import { findUnsafeInput } from '../lib/unsafe-input.js';
import { builder } from './builder.js';

builder.addScalarType('DateTime', DateTimeResolver);
/**
 * JSON written inline in a query: refused when too deep, non-finite or holding text the database
 * can't store (lib/unsafe-input.ts). The 400 status travels on the error's extensions. JSON sent
 * as variables is checked before coercion by input-guard.ts, so parseValue doesn't walk it again.
 */
builder.addScalarType('JSON', JSONResolver, {
  parseLiteral: (ast, variables) => {
    const value = JSONResolver.parseLiteral(ast, variables);
    const found = findUnsafeInput(value);
    // graphql reports this error as it is, with the literal's location.
    if (found) throw new GraphQLError(found.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: false } } });
    return value;
  },
});

const ErrorCodeEnum = builder.enumType('ErrorCode', {
  values: [
    'VALIDATION_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'RATE_LIMITED',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ] as const,
});

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.field({ type: ErrorCodeEnum, resolve: (e) => (e instanceof AppError ? e.code : 'VALIDATION_FAILED') }),
  }),
});

const FieldError = builder.objectRef<{ field: string; messages: string[] }>('FieldError').implement({
  description: "Messages for one input field; `field` uses the input's field names (camelCase).",
  fields: (t) => ({ field: t.exposeString('field'), messages: t.exposeStringList('messages') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (e) => e instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fieldErrors).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

for (const [cls, name] of [
  [UnauthenticatedError, 'UnauthenticatedError'],
  [ForbiddenError, 'ForbiddenError'],
  [NotFoundError, 'NotFoundError'],
  [ConflictError, 'ConflictError'],
  [PayloadTooLargeError, 'PayloadTooLargeError'],
  [UnsupportedMediaTypeError, 'UnsupportedMediaTypeError'],
] as const) {
  builder.objectType(cls as typeof AppError, { name, interfaces: [ErrorInterface], isTypeOf: (e) => e instanceof cls, fields: () => ({}) });
}

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  isTypeOf: (e) => e instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

/** Argument validation by the Pothos validation plugin surfaces as a ValidationError. */
builder.objectType(InputValidationError, {
  name: 'InputValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (e) => e instanceof InputValidationError,
  fields: () => ({}),
});

/** The errors every mutation can return. */
export const commonErrors = [ValidationError, UnauthenticatedError, ForbiddenError, NotFoundError, RateLimitedError] as const;
