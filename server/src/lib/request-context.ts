/**
 * The request a piece of work belongs to, carried through its async calls (AsyncLocalStorage):
 * every log line written while answering a request names its id, and so does every line of a
 * background job that request sent (jobs/job-queue.ts stores the id with the job). The id is
 * the caller's `X-Request-Id` when it is a sane token (a proxy's, to follow one request through
 * both logs), else a new UUID; every answer carries it back in `X-Request-Id`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string; job?: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => requestContext.getStore();

/** The caller's id when it is 8–128 letters, digits and `._:-`; a new UUID otherwise. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[\w.:-]{8,128}$/.test(header) ? header : randomUUID();
}
