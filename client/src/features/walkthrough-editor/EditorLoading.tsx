/** What shows while the walkthrough loads (authoring.md §2): the editor's frame with quiet placeholders. */
const bars = (count: number, className: string) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
  Array.from({ length: count }, (_, index) => <span key={index} className={className} />);

export function EditorLoading() {
  return (
    <div className="editor editor--loading" aria-busy="true">
      <div className="editor-toolbar">
        <span className="editor-skeleton editor-skeleton--title" />
        <span className="editor-skeleton editor-skeleton--palette" />
        <span className="editor-skeleton editor-skeleton--actions" />
      </div>
      <div className="editor__body">
        <div className="editor-steps editor-skeleton__steps">{bars(4, 'editor-skeleton editor-skeleton--step')}</div>
        <main className="editor__main" id="main-content" tabIndex={-1}>
          <div className="editor-skeleton__canvas">
            <p role="status">Loading the walkthrough…</p>
          </div>
        </main>
        <div className="editor-side editor-skeleton__side">{bars(6, 'editor-skeleton editor-skeleton--field')}</div>
      </div>
    </div>
  );
}
