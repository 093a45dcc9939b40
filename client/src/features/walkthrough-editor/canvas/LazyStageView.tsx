import { lazyComponent } from '../../../lib/lazy-component';

/**
 * The Konva stage is its own chunk: Konva and its React renderer are ~90 KB gzip. The editor's
 * route loader preloads it with the query, so it downloads while the data does (before, the
 * query waited for it), and the toolbar, the steps and the panels render without it.
 */
export const LazyStageView = lazyComponent(
  async () => (await import('./StageView')).StageView,
  <p className="editor-canvas__loading" role="status">
    Loading the canvas…
  </p>,
);
