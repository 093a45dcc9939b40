/**
 * The learner side's own Relay environment (issue 9 §1): it never sends the staff token, so the
 * hub shows what a learner or a visitor may see even in a browser where a staff user is signed
 * in. The learner's session is the server's HttpOnly `aud_token` cookie, which the browser sends
 * with same-origin requests; script never holds it.
 */
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { graphQLFetch } from '../../relay/relay-environment';
import { closeOutboxes } from './progress/outbox';

let environment: Environment | null = null;

export function getHubEnvironment(): Environment {
  environment ??= createHubEnvironment();
  return environment;
}

/** A fresh store after a sign-in or sign-out: nothing cached for one caller shows to the next. */
export function resetHubEnvironment(): Environment {
  closeOutboxes();
  environment = createHubEnvironment();
  return environment;
}

function createHubEnvironment(): Environment {
  return new Environment({ network: Network.create(graphQLFetch(() => ({}))), store: new Store(new RecordSource()) });
}
