/** The right-hand panel with the tabs Library and Design (authoring.md §2). */
import type { LibraryPanel_company$key } from '../../../__generated__/LibraryPanel_company.graphql';
import { Tabs } from '../../../ui';
import { useEditor } from '../editor-context';
import { LibraryPanel } from '../library/LibraryPanel';
import { DesignPanel } from './DesignPanel';

export function SidePanel({ company }: { company: LibraryPanel_company$key }) {
  const { ui, dispatch } = useEditor();
  return (
    <aside className="editor-side" aria-label="Library and design">
      <Tabs
        label="Side panel"
        className="editor-side__tabs"
        selectedId={ui.panel}
        onChange={(id) => dispatch({ type: 'showPanel', panel: id === 'library' ? 'library' : 'design' })}
        tabs={[
          { id: 'library', label: 'Library', content: <LibraryPanel company={company} /> },
          { id: 'design', label: 'Design', content: <DesignPanel /> },
        ]}
      />
    </aside>
  );
}
