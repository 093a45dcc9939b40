/** An API token for tests, made as the service makes one (through the real GraphQL mutation). */
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';

export const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on ApiTokenSecretPayload { token warning apiToken { id name scopes lastFour status expiresAt } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field messages } }
  }
}`;

/** Makes a token as the person whose sign-in token is `personToken`; returns its secret and global id. */
export async function makeApiToken(
  t: TestApp,
  personToken: string,
  scopes: readonly string[],
  opts: { name?: string; expiresAt?: Date | null } = {},
): Promise<{ token: string; id: string }> {
  const expiresAt = opts.expiresAt === undefined ? new Date(Date.now() + 7 * 86_400_000) : opts.expiresAt;
  const res = await t.gql(CREATE_TOKEN, { input: { name: opts.name ?? 'Test token', scopes, expiresAt } }, personToken);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const made = res.data.createApiToken;
  expect(made.__typename, JSON.stringify(made)).toBe('ApiTokenSecretPayload');
  return { token: made.token, id: made.apiToken.id };
}
