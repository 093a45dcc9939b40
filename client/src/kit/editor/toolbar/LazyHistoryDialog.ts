import { lazyComponent } from '../../../lib/lazy-component';

/** History loads when first opened (the History button preloads it on hover and focus). */
export const LazyHistoryDialog = lazyComponent(async () => (await import('./HistoryDialog')).HistoryDialog);
