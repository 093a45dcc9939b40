/**
 * What the router shows while the first page's code and data load (its HydrateFallback): a quiet
 * line, announced politely, instead of a blank page.
 */
export function AppLoading() {
  return (
    <main className="app-message-page app-loading" aria-busy="true">
      <p role="status">Loading LearnHub…</p>
    </main>
  );
}
