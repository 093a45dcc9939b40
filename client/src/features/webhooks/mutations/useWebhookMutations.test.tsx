import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, type GraphQLResponse, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { useAddWebhookEndpointMutation, useDeleteWebhookEndpointMutation } from './useWebhookMutations';

// The network is faked (the test answers each request); the real server is the journey's
// (client/e2e/webhooks.spec.ts). What is checked here: the company's plain list of endpoints
// follows an add (at its end, once) and a delete, which Relay does not do by itself.
type Sink = { next(value: GraphQLResponse): void; complete(): void };

const COMPANY = 'Q29tcGFueTox';
const FIRST = 'V2ViaG9va0VuZHBvaW50OjE=';
const SECOND = 'V2ViaG9va0VuZHBvaW50OjI=';

function endpoint(id: string) {
  return {
    __typename: 'WebhookEndpoint',
    id,
    url: 'https://example.com/hooks',
    description: '',
    events: ['material.published'],
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2030-01-01T00:00:00.000Z',
  };
}

function renderHooks() {
  const sent: Sink[] = [];
  const environment = new Environment({
    network: Network.create(() => Observable.create<GraphQLResponse>((sink) => void sent.push(sink))),
    store: new Store(new RecordSource()),
  });
  act(() => {
    environment.commitUpdate((store) => {
      const company = store.create(COMPANY, 'Company');
      company.setValue(COMPANY, 'id');
      const first = store.create(FIRST, 'WebhookEndpoint');
      first.setValue(FIRST, 'id');
      company.setLinkedRecords([first], 'webhookEndpoints');
    });
  });
  const hooks = {} as { add: ReturnType<typeof useAddWebhookEndpointMutation>[0]; remove: ReturnType<typeof useDeleteWebhookEndpointMutation>[0] };
  function Probe() {
    [hooks.add] = useAddWebhookEndpointMutation();
    [hooks.remove] = useDeleteWebhookEndpointMutation();
    return null;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Probe />
    </RelayEnvironmentProvider>,
  );
  const answer = (data: Record<string, unknown>) => {
    const sink = sent.shift();
    if (!sink) throw new Error('nothing was sent');
    act(() => {
      sink.next({ data } as GraphQLResponse);
      sink.complete();
    });
  };
  const listed = () => (environment.getStore().getSource().get(COMPANY)?.webhookEndpoints as { __refs: string[] } | undefined)?.__refs;
  return { environment, hooks, answer, listed };
}

describe('webhook endpoint mutations', () => {
  it('an added endpoint joins the end of the company list', async () => {
    const { hooks, answer, listed } = renderHooks();
    const added = hooks.add({ url: 'https://example.com/hooks', events: ['material.published'], description: '' }, COMPANY);
    answer({ addWebhookEndpoint: { __typename: 'WebhookEndpointPayload', message: 'Endpoint added.', endpoint: endpoint(SECOND) } });
    expect((await added).__typename).toBe('WebhookEndpointPayload');
    expect(listed()).toEqual([FIRST, SECOND]);
  });

  it('a refused add changes nothing', async () => {
    const { hooks, answer, listed } = renderHooks();
    const refused = hooks.add({ url: 'ftp://example.com', events: ['material.published'], description: '' }, COMPANY);
    answer({
      addWebhookEndpoint: {
        __typename: 'ValidationError',
        __isError: 'ValidationError',
        message: 'Enter an http:// or https:// address, e.g. https://example.com/webhooks.',
        fieldErrors: [{ field: 'url', messages: ['Enter an http:// or https:// address, e.g. https://example.com/webhooks.'] }],
      },
    });
    expect((await refused).fieldErrors?.[0]?.field).toBe('url');
    expect(listed()).toEqual([FIRST]);
  });

  it('a deleted endpoint leaves the list and the store', async () => {
    const { environment, hooks, answer, listed } = renderHooks();
    const removed = hooks.remove(FIRST, COMPANY);
    answer({ deleteWebhookEndpoint: { __typename: 'DeleteWebhookEndpointPayload', message: 'Endpoint deleted.', deletedEndpointId: FIRST } });
    expect((await removed).__typename).toBe('DeleteWebhookEndpointPayload');
    expect(listed()).toEqual([]);
    expect(environment.getStore().getSource().get(FIRST)).toBeNull();
  });
});
