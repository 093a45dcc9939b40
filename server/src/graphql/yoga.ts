/**
 * GraphQL over HTTP (Yoga) and over WebSocket (graphql-ws, same path, same plugins and
 * context through `yoga.getEnveloped`). Both authenticate with the same staff token: the
 * Authorization header over HTTP, `connectionParams.authToken` over WebSocket.
 */
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, maskError } from 'graphql-yoga';
import { BUSY_MESSAGE, isDatabaseBusy } from '../db/busy.js';
import { WebSocketServer } from 'ws';
import { resolveStaffActor } from '../auth/actor.js';
import { ownOrigins, resolveCaller } from '../auth/caller.js';
import { resolveLearner } from '../auth/learner.js';
import type { Deps } from '../deps.js';
import { clientAddress } from '../http-address.js';
import { AppError } from '../lib/errors.js';
import type { GraphQLContext } from './context.js';
import { useUnsafeInputGuard } from './input-guard.js';
import { queryLimitPlugins } from './query-limits.js';
import { schema } from './schema.js';
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
      ...queryLimitPlugins({ production: deps.config.NODE_ENV === 'production' }),
      useUnsafeInputGuard(),
      useStaffOnlyIntrospection(),
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
      if (!request?.headers) return { deps, ip: ip ?? 'unknown', authToken: null, actor: null, learner: null, responseCookies: [] };
      const caller = await resolveCaller(deps.prisma, {
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
        method: request.method,
        origin: request.headers.get('origin'),
        ownOrigins: ownOrigins(deps.config.publicUrl, request.url),
      });
      const responseCookies: string[] = [];
      pendingCookies.set(request, responseCookies);
      return { deps, ip: ip ?? 'unknown', authToken: caller.authToken, actor: caller.staff, learner: caller.learner, responseCookies };
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
        if (isDatabaseBusy(original)) return new GraphQLError(BUSY_MESSAGE, { extensions: { code: 'UNAVAILABLE', http: { status: 503 } } });
        return maskError(error, message, isDev);
      },
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;

/** Serves graphql-ws on the HTTP server's /graphql path. Returns a closer. */
export function attachGraphQLWebSocket(httpServer: Server, yoga: GraphQLServer, deps: Deps): () => Promise<void> {
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const disposable = useServer(
    {
      // biome-ignore lint/suspicious/noExplicitAny: graphql-ws types these as graphql-js's own ExecutionArgs; ours carry Yoga's enveloped execute in rootValue.
      execute: (args: any) => args.rootValue.execute(args),
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const token = typeof ctx.connectionParams?.authToken === 'string' ? ctx.connectionParams.authToken : null;
        // A syntax error or the token limit (query-limits.ts) is an answer to this operation,
        // not a reason to drop the whole socket.
        let document: ReturnType<typeof parse>;
        try {
          document = parse(params.query);
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
            ip: clientAddress(ctx.extra.request, deps.config.TRUST_PROXY),
            authToken: token,
            ...(await socketCaller(deps, token)),
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
  return async () => {
    await disposable.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}

/** Over WebSocket only the connectionParams token names the caller (a cookie is never read there). */
async function socketCaller(deps: Deps, token: string | null) {
  const actor = await resolveStaffActor(deps.prisma, token);
  return { actor, learner: actor ? null : await resolveLearner(deps.prisma, token) };
}
