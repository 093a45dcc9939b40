/**
 * The frame of every kind's draft preview (/{company}/{section}/{slug}/preview): a "Preview" bar
 * with the way back to the editor, then the player the kind names — or, when the address finds
 * no material of that section, the not-found message `missing` names ("Doc not found").
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './frames.css';

type Props = {
  /** The material's editor address; null when nothing was found. */
  editPath: string | null;
  /** The heading shown when nothing was found. */
  missing: string;
  /** The player; not rendered when nothing was found. */
  children: ReactNode;
  /** The player fills the page to its edges (a path's view has its own margins). */
  bleed?: boolean;
};

export function PreviewFrame({ editPath, missing, children, bleed = false }: Props) {
  return (
    <div className="preview-frame">
      <header className="preview-frame__bar">
        <span className="preview-frame__label">Preview</span>
        <p className="preview-frame__hint">The draft, as learners will see it once published.</p>
        {editPath && (
          <Link className="ui-button ui-button--secondary ui-button--sm" to={editPath}>
            Back to the editor
          </Link>
        )}
      </header>
      <main className={bleed ? undefined : 'preview-frame__main'}>
        {editPath ? (
          children
        ) : (
          <div className="app-message-page">
            <h1>{missing}</h1>
            <p>It may have been deleted, or the address is mistyped.</p>
          </div>
        )}
      </main>
    </div>
  );
}
