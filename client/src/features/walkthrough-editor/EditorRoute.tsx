/**
 * The editor route module (lazy chunk): the loader starts the query (render-as-you-fetch), the
 * page shows the loading view until the walkthrough is there, then the editor.
 */
import { Suspense, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import type { EditorQuery as Query } from '../../__generated__/EditorQuery.graphql';
import { knownKind } from '../../kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { docFromServer } from './doc-from-server';
import type { EditedMaterial } from './editor-context';
import { LazyStageView } from './canvas/LazyStageView';
import { EditorLoading } from './EditorLoading';
import { editorQuery, loadEditorQuery } from './EditorQuery';
import { createEditorStore, EditorRouteGate } from '../../kit/editor';
import { WalkthroughEditor } from './WalkthroughEditor';
import './editor.css';

type Section = EditedMaterial['section'];

/** The kinds an address edits: those under its section that the walkthrough editor edits (videos under /walkthroughs too). */
function editsKind(section: Section, kind: string): boolean {
  const k = knownKind(kind);
  return k?.section === section && k.editor === 'walkthrough';
}

export function editorRoute(section: Section) {
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      LazyStageView.preload();
      return loadEditorQuery(params.slug ?? '');
    },
    Component: function EditorRouteComponent() {
      const queryRef = useLoaderData() as PreloadedQuery<Query>;
      return (
        <Suspense fallback={<EditorLoading />}>
          <EditorPage section={section} queryRef={queryRef} />
        </Suspense>
      );
    },
  };
}

function EditorPage({ section, queryRef }: { section: Section; queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(editorQuery, queryRef);
  const company = data.viewer?.company;
  const material = data.material;
  useDocumentTitle(material ? `${material.name} · Editor` : 'Not found');

  const edited = company && material && editsKind(section, material.kind) ? material : null;
  return (
    <EditorRouteGate noun="walkthrough" material={edited} listPath={company ? `/${company.slug}/${section}` : '/'} canWrite={!!data.viewer?.can.writeMaterials}>
      {company && edited && <LoadedEditor key={edited.id} section={section} material={edited} company={company} />}
    </EditorRouteGate>
  );
}

type LoadedProps = {
  section: Section;
  material: NonNullable<Query['response']['material']>;
  company: NonNullable<NonNullable<Query['response']['viewer']>['company']>;
};

function LoadedEditor({ section, material, company }: LoadedProps) {
  // The store is made once from the loaded draft; later server data reaches it through autosave.
  const [store] = useState(() => createEditorStore(docFromServer(material.draftData, material.draftConfig)));
  const [initialRevision] = useState(material.revision);
  const edited = useStableMaterial({
    id: material.id,
    slug: material.slug,
    name: material.name,
    section,
    companySlug: company.slug,
    companyName: company.name,
  });
  const [connectionId] = useState(() => ConnectionHandler.getConnectionID(company.id, 'LibraryPanel_libraryImages'));
  return (
    <WalkthroughEditor
      store={store}
      material={edited}
      initialRevision={initialRevision}
      publishedRevision={material.publishedRevision}
      company={company}
      settings={material}
      libraryConnectionId={connectionId}
    />
  );
}

/** The same object while its fields are the same, so the editor's context does not change every render. */
function useStableMaterial(next: EditedMaterial): EditedMaterial {
  const [kept, setKept] = useState(next);
  const same = (Object.keys(next) as (keyof EditedMaterial)[]).every((key) => kept[key] === next[key]);
  if (!same) setKept(next);
  return same ? kept : next;
}
