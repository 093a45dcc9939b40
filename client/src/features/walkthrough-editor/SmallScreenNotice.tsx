import { Link } from 'react-router';
import type { EditedMaterial } from './editor-context';

/**
 * What a phone shows instead of the editor (editor.css shows it below 768 px and hides the
 * editor, which stays mounted: turning a tablet or widening a window brings the work back as it was).
 */
export function SmallScreenNotice({ material }: { material: EditedMaterial }) {
  const base = `/${encodeURIComponent(material.companySlug)}/${material.section}`;
  return (
    <main className="editor-small-screen" id="editor-small-screen" aria-labelledby="editor-small-screen-title">
      <h1 id="editor-small-screen-title">Use a larger screen to edit</h1>
      <p>
        The editor needs a window at least 768 pixels wide: a computer, or a tablet turned sideways. On this screen you can still view
        <strong> {material.name}</strong>.
      </p>
      <p className="editor-small-screen__actions">
        <Link className="ui-button ui-button--primary ui-button--md" to={`${base}/${encodeURIComponent(material.slug)}`}>
          View the walkthrough
        </Link>
        <Link className="ui-button ui-button--secondary ui-button--md" to={base}>
          Back to the list
        </Link>
      </p>
    </main>
  );
}
