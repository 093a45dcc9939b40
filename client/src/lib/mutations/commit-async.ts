import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/**
 * Runs a useMutation commit as a promise of the response, so a form can await several steps
 * (upload the photo, then save the names). Network failures reject.
 */
export function commitAsync<T extends MutationParameters>(
  commit: Commit<T>,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
  });
}
