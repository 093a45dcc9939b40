/**
 * A staff token through REST (`POST /api/v1/users/sign_in`): a visitor may send GraphQL only as
 * the web client's persisted operations (server/src/graphql/persisted-operations.ts).
 */
export async function signInToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string }; error?: string };
  if (res.status !== 200 || typeof body.data?.token !== 'string') throw new Error(`sign-in as ${email}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}
