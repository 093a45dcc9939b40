import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose module loads on its first render (React.lazy), inside its own Suspense
 * boundary so the page around it never falls back while it loads. `preload()` starts the load
 * early: from a trigger's hover or focus, or from a route loader, so the download overlaps
 * with something the user waits for anyway.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    // A failed load is forgotten, so a later render or preload tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await start() }));

  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  /** Starts loading; a failure shows when the component renders. */
  LazyComponent.preload = () => {
    start().catch(() => undefined);
  };
  return LazyComponent;
}
