import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, type GraphQLResponse, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { useCreateApiTokenMutation, useRotateApiTokenMutation } from './useApiTokenMutations';

// The network is faked (the test answers each request); the real server is the journey's
// (client/e2e/api-tokens.spec.ts). What is checked here is what a browser journey cannot see:
// the secret is handed to the caller and is not left among Relay's records.
type Sink = { next(value: GraphQLResponse): void; complete(): void };

function fakeEnvironment() {
  const sent: Sink[] = [];
  const environment = new Environment({
    network: Network.create(() => Observable.create<GraphQLResponse>((sink) => void sent.push(sink))),
    store: new Store(new RecordSource()),
  });
  return { environment, sent };
}

const SECRET = `lh_${'a1B2'.repeat(9)}`;
const OLD_ID = 'QXBpVG9rZW46b2xk';
const NEW_ID = 'QXBpVG9rZW46bmV3';
const CONNECTION = 'client:Q29tcGFueTox:__ApiTokenList_apiTokens_connection';

function apiToken(id: string) {
  return {
    __typename: 'ApiToken',
    id,
    name: 'CRM sync',
    scopes: ['materials:read'],
    lastFour: SECRET.slice(-4),
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    lastUsedIp: null,
    status: 'ACTIVE',
    createdBy: { __typename: 'User', id: 'VXNlcjox', name: 'Ada Tester' },
  };
}

type Hooks = { create: ReturnType<typeof useCreateApiTokenMutation>[0]; rotate: ReturnType<typeof useRotateApiTokenMutation>[0] };

function renderHooks() {
  const fake = fakeEnvironment();
  const hooks = {} as Hooks;
  function Probe() {
    [hooks.create] = useCreateApiTokenMutation();
    [hooks.rotate] = useRotateApiTokenMutation();
    return null;
  }
  render(
    <RelayEnvironmentProvider environment={fake.environment}>
      <Probe />
    </RelayEnvironmentProvider>,
  );
  return { ...fake, hooks };
}

function answer(sink: Sink | undefined, data: Record<string, unknown>) {
  if (!sink) throw new Error('nothing was sent');
  act(() => {
    sink.next({ data } as GraphQLResponse);
    sink.complete();
  });
}

const storeText = (environment: Environment) => JSON.stringify(environment.getStore().getSource().toJSON());

describe('API token mutations', () => {
  it('hand the new secret to the caller and leave none of it in the Relay store', async () => {
    const { environment, sent, hooks } = renderHooks();
    const made = hooks.create({ name: 'CRM sync', scopes: ['materials:read'], expiresAt: null }, CONNECTION);
    answer(sent[0], {
      createApiToken: { __typename: 'ApiTokenSecretPayload', token: SECRET, warning: 'No expiry.', apiToken: apiToken(NEW_ID) },
    });
    const { result, secret } = await made;
    expect(secret).toBe(SECRET);
    expect(result.__typename).toBe('ApiTokenSecretPayload');
    expect(result.warning).toBe('No expiry.');
    expect(storeText(environment)).toContain(NEW_ID);
    expect(storeText(environment)).not.toContain(SECRET);
  });

  it('rotating marks the old token revoked and keeps the new secret out of the store too', async () => {
    const { environment, sent, hooks } = renderHooks();
    act(() => {
      environment.commitUpdate((store) => {
        const old = store.create(OLD_ID, 'ApiToken');
        old.setValue(OLD_ID, 'id');
        old.setValue('ACTIVE', 'status');
      });
    });
    const rotated = hooks.rotate(OLD_ID, CONNECTION);
    answer(sent[0], { rotateApiToken: { __typename: 'ApiTokenSecretPayload', token: SECRET, warning: null, apiToken: apiToken(NEW_ID) } });
    expect((await rotated).secret).toBe(SECRET);
    const old = environment.getStore().getSource().get(OLD_ID);
    expect(old?.status).toBe('REVOKED');
    expect(typeof old?.revokedAt).toBe('string');
    expect(storeText(environment)).not.toContain(SECRET);
  });

  it('a refusal has no secret and changes nothing', async () => {
    const { sent, hooks } = renderHooks();
    const refused = hooks.create({ name: '', scopes: [], expiresAt: null }, CONNECTION);
    answer(sent[0], {
      createApiToken: {
        __typename: 'ValidationError',
        __isError: 'ValidationError',
        message: 'Enter a name for the token.',
        fieldErrors: [{ field: 'name', messages: ['Enter a name for the token.'] }],
      },
    });
    const { result, secret } = await refused;
    expect(secret).toBeNull();
    expect(result.fieldErrors?.[0]?.field).toBe('name');
  });
});
