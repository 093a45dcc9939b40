/** Temporary home page so the app builds and serves before the real pages exist. */
export function Component() {
  return (
    <main className="app-message-page">
      <img src="/logo.svg" alt="" width={48} height={48} />
      <h1>LearnHub</h1>
      <p>The app is starting up.</p>
    </main>
  );
}
