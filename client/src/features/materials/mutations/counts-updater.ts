import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { countFieldOf } from '../../../kinds';

/**
 * Keeps the tab badges and the list's totalCount in step after a duplicate (+1) or delete (-1),
 * without refetching the page.
 */
export function adjustMaterialCounts(store: RecordSourceSelectorProxy, companyId: string, connectionId: string, kind: string, delta: number) {
  const counts = store.get(companyId)?.getLinkedRecord('materialCounts');
  const field = countFieldOf(kind);
  const value = field ? counts?.getValue(field) : undefined;
  if (counts && field && typeof value === 'number') counts.setValue(Math.max(0, value + delta), field);
  const connection = store.get(connectionId);
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}
