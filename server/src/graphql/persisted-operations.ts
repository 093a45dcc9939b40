/**
 * Persisted operations: the web client sends the id of an operation, never its text.
 *
 * The Relay compiler writes every query, mutation and subscription of the client to
 * client/persisted-operations.json as `{ "<sha256 of the text>": "<text>" }` (relay.config.js),
 * and the client sends `{ documentId, operationName, variables }` over HTTP (also inside a
 * multipart upload's `operations`) and `{ query: "", extensions: { documentId } }` over graphql-ws,
 * whose protocol insists on a query string.
 *
 * Documents of their own (a `query` text) are accepted only from staff sessions and API tokens:
 * integrators write their own queries, while a visitor, a learner or a script without a
 * credential can run only what the app itself runs. `GRAPHQL_ARBITRARY_DOCUMENTS=anyone` lifts
 * that, for the server's own tests, which send documents as learners and anonymous visitors.
 *
 * The map is read when the server starts and again when an id is missing and the file changed
 * (a client rebuilt while the server runs, as in development). An id the map does not hold is
 * refused with words a person can act on: the page is older than the server.
 */
import { statSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../lib/logger.js';

export const UNKNOWN_OPERATION_MESSAGE = 'This page is out of date: reload it to get the current version of the app.';
export const OWN_DOCUMENTS_REFUSED_MESSAGE =
  'Only the web app’s own operations are accepted without a sign-in: sign in as staff, or use an API token, to send GraphQL documents of your own.';

export interface PersistedOperations {
  /** The text persisted under this id, or undefined. */
  text(id: string): string | undefined;
}

const byFile = new Map<string, PersistedOperations>();

/** One map per file for the process (HTTP and graphql-ws share it). */
export function persistedOperationsFor(file: string, logger?: Logger): PersistedOperations {
  const kept = byFile.get(file);
  if (kept) return kept;
  const operations = persistedOperationsFile(file, logger);
  byFile.set(file, operations);
  return operations;
}

/** The map in `file`, re-read when an id is missing and the file changed since. A missing file is an empty map. */
export function persistedOperationsFile(file: string, logger?: Logger): PersistedOperations {
  let loadedAt = -1;
  let operations = new Map<string, string>();
  const load = () => {
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      if (loadedAt === -1) logger?.info(`No persisted operations at ${file}: the web client cannot call GraphQL until it is generated (npm run generate).`);
      loadedAt = 0;
      return;
    }
    if (modified === loadedAt) return;
    operations = parseOperations(readFileSync(file, 'utf8'));
    loadedAt = modified;
  };
  load();
  return {
    text(id) {
      if (!operations.has(id)) load();
      return operations.get(id);
    },
  };
}

/** Only entries whose id is the SHA-256 of their text: a hand-edited or damaged map cannot swap one operation for another. */
export function parseOperations(json: string): Map<string, string> {
  const entries = Object.entries(JSON.parse(json) as Record<string, unknown>);
  return new Map(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && createHash('sha256').update(entry[1]).digest('hex') === entry[0]),
  );
}

type Params = { query?: unknown; documentId?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

/** Which operations asked with a text of their own (the caller decides later, in the context, whether that is allowed). */
const ownDocuments = new WeakSet<Request>();

/** True when this request sent a document of its own rather than a persisted id. */
export function sentOwnDocument(request: Request): boolean {
  return ownDocuments.has(request);
}

/**
 * Turns `documentId` into the persisted text before Yoga checks the parameters (Yoga refuses an
 * unknown `documentId` parameter otherwise). Runs before the parameter check: plugins given to
 * createYoga come ahead of Yoga's own.
 */
export function usePersistedOperations(operations: PersistedOperations): Plugin {
  return {
    onParams({ params, setParams, request }) {
      const sent = params as Params;
      if (sent.documentId === undefined || sent.documentId === null) {
        if (typeof sent.query === 'string') ownDocuments.add(request);
        return;
      }
      setParams({ ...params, query: persistedText(operations, sent.documentId, sent.query), documentId: undefined } as typeof params);
    },
  };
}

/** The text for a documentId (HTTP) or `extensions.documentId` (graphql-ws), or a 400 naming what is wrong. */
export function persistedText(operations: PersistedOperations, documentId: unknown, query: unknown): string {
  if (typeof documentId !== 'string' || !/^[0-9a-f]{64}$/.test(documentId)) {
    throw badRequest('documentId must be the SHA-256 id (64 hexadecimal characters) of a persisted operation.', 'BAD_REQUEST');
  }
  if (typeof query === 'string' && query !== '') throw badRequest('Send either documentId or query, not both.', 'BAD_REQUEST');
  const text = operations.text(documentId);
  if (text === undefined) throw badRequest(UNKNOWN_OPERATION_MESSAGE, 'PERSISTED_OPERATION_NOT_FOUND');
  return text;
}

/** The refusal for a document of one's own from a caller who is neither staff nor an API token. */
export function ownDocumentRefused(): GraphQLError {
  return new GraphQLError(OWN_DOCUMENTS_REFUSED_MESSAGE, { extensions: { code: 'PERSISTED_OPERATION_REQUIRED', http: { status: 403 } } });
}

function badRequest(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}
