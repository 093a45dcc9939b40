/**
 * GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws, same path, same plugins and
 * context through `yoga.getEnveloped`). Both authenticate with the same staff token: the
 * Authorization header over HTTP, `connectionParams.authToken` over WebSocket.
 */
import { useOperationSpans } from './telemetry-plugin.js';
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, maskError } from 'graphql-yoga';
import { databaseRefusal } from '../db/outage.js';
import { WebSocketServer } from 'ws';
import { resolveStaffActor } from '../auth/actor.js';
import { ownOrigins, resolveCaller } from '../auth/caller.js';
import { signInRequest } from '../auth/sign-in-origin.js';
import { resolveLearner } from '../auth/learner.js';
import type { Deps } from '../deps.js';
import { clientAddress } from '../http-address.js';
import { AppError } from '../lib/errors.js';
import type { GraphQLContext } from './context.js';
import { useUnsafeInputGuard } from './input-guard.js';
import { ownDocumentRefused, persistedOperationsFor, persistedText, sentOwnDocument, usePersistedOperations } from './persisted-operations.js';
import { queryLimitPlugins } from './query-limits.js';
import { useQueryCost } from './query-cost-plugin.js';
import { schema } from './schema.js';
import { limitSockets } from './socket-limits.js';
import { useStaffOnlyIntrospection } from './staff-introspection.js';

export type ServerContext = { ip?: string };

/** Per HTTP request, the Set-Cookie headers its resolvers asked for (GraphQLContext.responseCookies). */
const pendingCookies = new WeakMap<Request, string[]>();

export function createGraphQL(deps: Deps) {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Callers authenticate with a bearer token, never a cookie: any origin may call, without credentials.
    cors: { origin: '*', credentials: false },
    graphiql: deps.config.NODE_ENV !== 'production' ? { subscriptionsProtocol: 'WS' } : false,
    logging: deps.config.LOG_LEVEL === 'debug' ? 'debug' : 'error',
    // Envelop plugins: they also run for graphql-ws (attachGraphQLWebSocket uses getEnveloped).
    plugins: [
      // The web client's operations by id (persisted-operations.ts); first, before Yoga checks the parameters.
      usePersistedOperations(persistedOperationsFor(deps.config.PERSISTED_OPERATIONS_FILE, deps.logger)),
      ...queryLimitPlugins({ production: deps.config.NODE_ENV === 'production' }),
      // extensions.cost on every answer; API tokens' leaky bucket (query-cost-plugin.ts).
      useQueryCost(),
      useUnsafeInputGuard(),
      useStaffOnlyIntrospection(),
      // A span per operation under the request's (telemetry.ts), when OpenTelemetry exports.
      ...(deps.config.OTEL_EXPORTER_OTLP_ENDPOINT ? [useOperationSpans()] : []),
      // Cookies a resolver set (a learner's sign-in or sign-out) go out with the response.
      {
        onResponse({ request, response }) {
          for (const cookie of pendingCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
        },
      },
    ],
    // Over WebSocket there is no Request: graphql-ws's onSubscribe sets the actor from
    // connectionParams instead (attachGraphQLWebSocket below).
    context: async ({ request, ip }) => {
      if (!request?.headers) return { deps, ip: ip ?? 'unknown', authToken: null, actor: null, learner: null, responseCookies: [], signIn: null };
      const origins = ownOrigins(deps.config.publicUrl, request.url);
      const caller = await resolveCaller(deps.prisma, {
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
        method: request.method,
        origin: request.headers.get('origin'),
        ownOrigins: origins,
        ip,
      });
      if (sentOwnDocument(request) && !caller.staff && deps.config.GRAPHQL_ARBITRARY_DOCUMENTS === 'staff') throw ownDocumentRefused();
      const responseCookies: string[] = [];
      pendingCookies.set(request, responseCookies);
      const signIn = signInRequest(request.method, request.headers, origins);
      return { deps, ip: ip ?? 'unknown', authToken: caller.authToken, actor: caller.staff, learner: caller.learner, responseCookies, signIn };
    },
    maskedErrors: {
      // Error details (stack, original error) only when asked for, never by default.
      isDev: deps.config.LOG_LEVEL === 'debug',
      // Expected errors thrown outside a result union (e.g. from a query) keep their message
      // and carry their stable code; everything else is masked.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) {
          return new GraphQLError(original.message, { extensions: { code: original.code } });
        }
        // The database busy or out of reach (db/outage.ts): 503 "try again", with Retry-After.
        const refusal = databaseRefusal(original);
        if (refusal) {
          const http = { status: 503, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } };
          return new GraphQLError(refusal.message, { extensions: { code: 'UNAVAILABLE', http } });
        }
        return maskError(error, message, isDev);
      },
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;

/** Serves graphql-ws on the HTTP server's /graphql path. Returns a closer and the open sockets' count. */
export function attachGraphQLWebSocket(httpServer: Server, yoga: GraphQLServer, deps: Deps): { close(): Promise<void>; openSockets(): number } {
  // One message is at most a JSON body's size (ws's default is 100 MB).
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: deps.config.MAX_JSON_BYTES });
  // Registered before useServer's own connection handler, so a socket over the limit is closed first.
  const limits = limitSockets(wss, deps.config);
  const operations = persistedOperationsFor(deps.config.PERSISTED_OPERATIONS_FILE, deps.logger);
  const disposable = useServer(
    {
      // biome-ignore lint/suspicious/noExplicitAny: graphql-ws types these as graphql-js's own ExecutionArgs; ours carry Yoga's enveloped execute in rootValue.
      execute: (args: any) => args.rootValue.execute(args),
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        // Before any work on the operation (socket-limits.ts); ctx.subscriptions already holds this one.
        const refused = limits.refuse(ctx.extra.socket, Object.keys(ctx.subscriptions).length);
        if (refused) return [...refused];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const token = typeof ctx.connectionParams?.authToken === 'string' ? ctx.connectionParams.authToken : null;
        // A syntax error or the token limit (query-limits.ts) is an answer to this operation,
        // not a reason to drop the whole socket.
        // The web client sends a persisted id in extensions, and an empty query (persisted-operations.ts).
        const documentId = params.extensions?.documentId;
        const ip = clientAddress(ctx.extra.request, deps.config.TRUST_PROXY);
        const caller = await reusedSocketCaller(deps, ctx.extra.socket, token, ip);
        let document: ReturnType<typeof parse>;
        try {
          if (documentId === undefined && !caller.actor && deps.config.GRAPHQL_ARBITRARY_DOCUMENTS === 'staff') return [ownDocumentRefused()];
          document = parse(documentId === undefined ? params.query : persistedText(operations, documentId, params.query));
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: {
            ...(await contextFactory()),
            deps,
            ip,
            authToken: token,
            ...caller,
          },
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    openSockets: () => wss.clients.size,
  };
}

/** Over WebSocket only the connectionParams token names the caller (a cookie is never read there). */
async function socketCaller(deps: Deps, token: string | null, ip: string) {
  const actor = await resolveStaffActor(deps.prisma, token, ip);
  return { actor, learner: actor ? null : await resolveLearner(deps.prisma, token) };
}

/**
 * How long a socket's caller is reused: a burst of operations on one socket costs one look-up (it
 * was one database query per operation, most of an operation's cost), and a sign-out or removal
 * reaches the socket's next operations within this. Subscriptions re-check at every event anyway.
 */
const CALLER_REUSE_MS = 2000;
const socketCallers = new WeakMap<object, { at: number; caller: ReturnType<typeof socketCaller> }>();

function reusedSocketCaller(deps: Deps, socket: object, token: string | null, ip: string): ReturnType<typeof socketCaller> {
  const now = performance.now();
  const kept = socketCallers.get(socket);
  if (kept && now - kept.at < CALLER_REUSE_MS) return kept.caller;
  const caller = socketCaller(deps, token, ip);
  socketCallers.set(socket, { at: now, caller });
  caller.catch(() => socketCallers.delete(socket));
  return caller;
}
