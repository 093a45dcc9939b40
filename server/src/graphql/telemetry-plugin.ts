/**
 * One OpenTelemetry span per GraphQL operation (telemetry.ts), a child of the HTTP request's:
 * `graphql.execute <operation name>` (or `graphql.execute query` for an anonymous one), with
 * the operation's type and name as the semantic conventions put them, and an error status when
 * the result has errors. The resolvers run inside it, so Prisma's spans hang below it.
 * Subscriptions are not traced per event (a stream lives for hours; one span would never end).
 * A no-op while no tracer provider is registered.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Plugin } from 'graphql-yoga';
import { getOperationAST } from 'graphql';
import { TRACER_NAME } from '../telemetry.js';

export function useOperationSpans(): Plugin {
  const tracer = trace.getTracer(TRACER_NAME);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value;
      const span = tracer.startSpan(`graphql.execute ${name ?? type}`, {
        kind: SpanKind.INTERNAL,
        attributes: { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) },
      });
      const withSpan = trace.setSpan(context.active(), span);
      setExecuteFn((execArgs) => context.with(withSpan, () => executeFn(execArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]?.message });
          span.end();
        },
      };
    },
  };
}
