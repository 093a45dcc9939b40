import type { Client } from 'graphql-ws';
import { Environment, type FetchFunction, type GraphQLResponse, Network, Observable, RecordSource, Store, type SubscribeFunction } from 'relay-runtime';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token';

const GRAPHQL_PATH = '/graphql';

/** Thrown when the server answers with a non-GraphQL failure (HTTP error without a body we can use). */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * How an operation goes over the wire: by the id the Relay compiler persisted it under
 * (relay.config.js), never by its text; the server holds the texts and accepts documents of
 * one's own only from staff and API tokens (server/src/graphql/persisted-operations.ts).
 */
export type SentOperation = { documentId: string; operationName: string };

/** The persisted id of a Relay operation (every artifact has one: relay.config.js persists them all). */
export function sentOperation(request: { id?: string | null; name: string }): SentOperation {
  if (!request.id) throw new Error(`Operation ${request.name} has no persisted id: run the Relay compiler (npm run generate).`);
  return { documentId: request.id, operationName: request.name };
}

/**
 * Builds a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * for a mutation with files. Relay hands files over as `uploadables`; the key of each one is the
 * dot-separated path of its variable, e.g. `commitMutation({ variables: { input: {} },
 * uploadables: { 'input.file': file } })`. The file's slot in `operations` is null, as the spec asks,
 * and `map` points the server at it.
 */
export function buildMultipartBody(operation: SentOperation, variables: Record<string, unknown>, uploadables: Record<string, Blob>): FormData {
  const operationVariables: Record<string, unknown> = structuredClone(variables);
  const map: Record<string, string[]> = {};
  const files: [string, Blob][] = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    setAtPath(operationVariables, path.split('.'), null);
    map[String(index)] = [`variables.${path}`];
    files.push([String(index), file]);
  });
  const body = new FormData();
  body.append('operations', JSON.stringify({ ...operation, variables: operationVariables }));
  body.append('map', JSON.stringify(map));
  for (const [key, file] of files) body.append(key, file, file instanceof File ? file.name : key);
  return body;
}

function setAtPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.slice(0, -1).forEach((segment) => {
    const next = node[segment];
    if (next === null || typeof next !== 'object') node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  });
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}

/**
 * GraphQL over HTTP with the given credentials: the staff app's sends the staff Bearer token; the
 * learner hub's sends none (the server's HttpOnly aud_token cookie goes along by itself), so a
 * staff sign-in in the same browser never turns a hub visitor into staff.
 */
export function graphQLFetch(authHeaders: () => Record<string, string>): FetchFunction {
  return (request, variables, _cacheConfig, uploadables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      const operation = sentOperation(request);
      const hasFiles = !!uploadables && Object.keys(uploadables).length > 0;
      // Multipart bodies get their Content-Type (with the boundary) from the browser.
      const init: RequestInit = hasFiles
        ? {
            body: buildMultipartBody(operation, variables, uploadables as Record<string, Blob>),
            headers: { Accept: 'application/json', ...authHeaders() },
          }
        : {
            body: JSON.stringify({ ...operation, variables }),
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
          };
      fetch(GRAPHQL_PATH, { method: 'POST', ...init, signal: controller.signal })
        .then(async (response) => {
          const isJson = response.headers.get('content-type')?.includes('json') ?? false;
          // GraphQL errors arrive as JSON (even with a 4xx from Yoga); anything else is a transport failure.
          if (!isJson) throw new NetworkError(statusMessage(response.status), response.status);
          const json = (await response.json()) as GraphQLResponse & { error?: unknown };
          const refusal = refusalMessage(json);
          if (refusal) throw new NetworkError(refusal, response.status);
          sink.next(json);
          sink.complete();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          sink.error(error instanceof Error ? error : new Error(String(error)));
        });
      return () => controller.abort();
    });
}

const fetchGraphQL = graphQLFetch(authHeaders);

/**
 * The server's own words when it refused the whole request: an HTTP-level refusal such as
 * "File size exceeds the maximum limit of 15 MB." (413) comes as `{ error }`; a request refused
 * before it ran (a query limit, a malformed document) as `errors` without `data`. Null when the
 * response carries data for Relay.
 */
export function refusalMessage(json: { data?: unknown; errors?: readonly { message?: unknown }[]; error?: unknown }): string | null {
  if (json.data !== undefined && json.data !== null) return null;
  if (typeof json.error === 'string' && json.error) return json.error;
  const first = json.errors?.[0]?.message;
  return typeof first === 'string' && first ? first : null;
}

function statusMessage(status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return `The server refused the request (status ${status}).`;
}

let wsClient: Promise<Client> | null = null;

/** The subscription socket's client; graphql-ws loads with the first subscription (most pages have none). */
function getWsClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({
      url: `${protocol}//${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
      // Read at every (re)connect, so a new token is picked up after the client is recreated.
      connectionParams: () => {
        const authToken = getAuthToken();
        return authToken ? { authToken } : {};
      },
    });
  });
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let operation: SentOperation;
    try {
      operation = sentOperation(request);
    } catch (error) {
      sink.error(error as Error);
      return;
    }
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    getWsClient().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          // graphql-ws insists on a query string: the id goes in extensions (persisted-operations.ts on the server).
          { operationName: operation.operationName, query: '', variables, extensions: { documentId: operation.documentId } },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

let environment: Environment | null = null;
const listeners = new Set<() => void>();

/** The app's current Relay environment (created on first use). Route loaders call loadQuery with it. */
export function getRelayEnvironment(): Environment {
  environment ??= createEnvironment();
  return environment;
}

/**
 * Drops the store and the subscription socket and starts a fresh environment, so nothing cached
 * for one user is shown to the next and subscriptions reconnect with the new token.
 */
export function resetRelayEnvironment(): Environment {
  void wsClient?.then((client) => client.dispose());
  wsClient = null;
  environment = createEnvironment();
  for (const listener of listeners) listener();
  return environment;
}

/** Lets the React tree re-render with the new environment after a reset (see RelayProvider). */
export function subscribeToRelayEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after a successful sign-in with the token the server returned. */
export function signInWithToken(token: string): Environment {
  setAuthToken(token);
  return resetRelayEnvironment();
}

/** Call on sign-out (after the server call) or when the token is rejected. */
export function signOutLocally(): Environment {
  clearAuthToken();
  return resetRelayEnvironment();
}
