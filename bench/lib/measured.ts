/**
 * What every benchmark checks before it reports: that it measured the real answer. A request
 * that was refused (a host the app does not serve, a caller not signed in, a mistyped query)
 * still gets a quick answer, and a benchmark that does not look would report fine numbers about
 * nothing: the viewer benchmark's in-process requests once went to the host `bench`, which host
 * routing answers as an unknown custom domain, and it reported 0 SQL statements per query.
 */

/**
 * The origin of in-process requests (`app.fetch`): an IP address is always one of the app's own
 * hosts (modules/domains/host-routing.ts), whatever PUBLIC_URL and APP_HOSTS say.
 */
export const IN_PROCESS_ORIGIN = 'http://127.0.0.1';

export class NotMeasuredError extends Error {
  override name = 'NotMeasuredError';
}

/** Throws, saying what was expected and what came back, unless `ok`. */
export function expectMeasured(ok: unknown, what: string, got?: unknown): asserts ok {
  if (ok) return;
  const shown = got === undefined ? '' : `; got ${String(JSON.stringify(got)).slice(0, 600)}`;
  throw new NotMeasuredError(`the benchmark did not measure the real answer: expected ${what}${shown}`);
}

/** The `data` of a GraphQL answer that has no errors. */
export function graphqlData(json: any, what: string): any {
  expectMeasured(json && !json.errors && json.data, `${what} to answer with data and no errors`, json);
  return json.data;
}

/** SQL statements counted for a request: at least one, or it never reached the database. */
export function expectStatements(count: number, what: string): number {
  expectMeasured(count > 0, `${what} to run SQL statements (counted ${count})`);
  return count;
}
