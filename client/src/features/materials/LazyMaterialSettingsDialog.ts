import { lazyComponent } from '../../lib/lazy-component';

/**
 * The material settings dialog, loaded when first opened: its form, image fields and four
 * mutations (~4 KB gzip) would otherwise load with every list page and the editor before they
 * render. Its triggers preload it on hover and focus.
 */
export const LazyMaterialSettingsDialog = lazyComponent(async () => (await import('./MaterialSettingsDialog')).MaterialSettingsDialog);
