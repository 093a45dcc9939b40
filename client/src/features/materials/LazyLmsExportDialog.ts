import { lazyComponent } from '../../lib/lazy-component';

/** "Export for an LMS", loaded when first opened (from a material's menu or its settings). */
export const LazyLmsExportDialog = lazyComponent(async () => (await import('./LmsExportDialog')).LmsExportDialog);
