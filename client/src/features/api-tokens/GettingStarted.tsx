import { API_SCOPES } from '@learnhub/content';

const PII_LABEL = API_SCOPES.find((scope) => scope.name === 'pii:read')?.label ?? 'pii:read';

/** The first call a newcomer can paste into a terminal (the token's secret left as lh_…). */
export function firstCall(origin: string): string {
  return [
    `curl ${origin}/graphql \\`,
    `  -H "Authorization: Bearer lh_…" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"query":"{ viewer { company { name } } }"}'`,
  ].join('\n');
}

/** "Getting started": where to send calls, how to send the token, a first call, what a token may see, and the scopes. */
export function GettingStarted({ origin }: { origin: string }) {
  return (
    <div className="api-start">
      <h3 className="api-start__title">Getting started</h3>
      <dl className="api-start__endpoints">
        <div>
          <dt>GraphQL endpoint</dt>
          <dd>
            <code>{origin}/graphql</code>
          </dd>
        </div>
        <div>
          <dt>REST base</dt>
          <dd>
            <code>{origin}/api/v1</code> (described in <a href="/api/v1/openapi.json">openapi.json</a>)
          </dd>
        </div>
      </dl>
      <ol className="api-start__steps">
        <li>Create a token below with only the scopes your integration needs, and copy its secret: it is shown once.</li>
        <li>
          Send it with every call as the header <code>Authorization: Bearer lh_…</code>
        </li>
        <li>
          Try a first call:
          <pre className="api-start__code">
            <code>{firstCall(origin)}</code>
          </pre>
        </li>
      </ol>
      <p className="api-start__note">
        A token acts for this company, and never does more than the role of the person who made it (or rotated it last) allows. Without “{PII_LABEL}” (
        <code>pii:read</code>), learners’ names and e-mails come back empty.
      </p>
      <h3 id="api-scopes-title" className="api-start__title api-start__title--later">
        Scopes
      </h3>
      <p className="api-start__note">A token may do only what its scopes allow. A write scope does not include reading: give both when it needs both.</p>
      <div className="ui-table-wrap api-scope-table__wrap">
        <table className="ui-table api-scope-table" aria-labelledby="api-scopes-title">
          <thead>
            <tr>
              <th scope="col">Scope</th>
              <th scope="col">Allows</th>
            </tr>
          </thead>
          <tbody>
            {API_SCOPES.map((scope) => (
              <tr key={scope.name}>
                <th scope="row">
                  <code>{scope.name}</code>
                </th>
                <td>{scope.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
