import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getRelayEnvironment, subscribeToRelayEnvironment } from './relay-environment';

/** Provides the current Relay environment and swaps it when sign-in/out resets it. */
export function RelayProvider({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeToRelayEnvironment, getRelayEnvironment, getRelayEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
