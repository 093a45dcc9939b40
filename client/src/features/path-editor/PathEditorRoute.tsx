/**
 * /{companySlug}/paths/{slug}/edit (lazy chunk): the loader starts the query, the page shows the
 * editor once the path is there. View Only members are told they can't edit; another company's
 * or an unknown path is "This path doesn't exist".
 */
import { Suspense, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PathEditorRouteQuery } from '../../__generated__/PathEditorRouteQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { knownKind } from '../../kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createEditorStore, EditorRouteGate } from '../../kit/editor';
import { pathDocFromServer } from './doc-from-server';
import { PathEditor } from './PathEditor';
import './path-editor.css';

const query = graphql`
  query PathEditorRouteQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
      company {
        id
        slug
        name
      }
    }
    material(slug: $slug) {
      id
      slug
      name
      kind
      revision
      viewPath
      draftData
      draftConfig
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<PathEditorRouteQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const ref = useLoaderData() as PreloadedQuery<PathEditorRouteQuery>;
  return (
    <Suspense fallback={<p role="status">Loading the path…</p>}>
      <Page queryRef={ref} />
    </Suspense>
  );
}

function Page({ queryRef }: { queryRef: PreloadedQuery<PathEditorRouteQuery> }) {
  const data = usePreloadedQuery<PathEditorRouteQuery>(query, queryRef);
  const company = data.viewer?.company;
  const material = knownKind(data.material?.kind)?.editor === 'path' ? data.material : null;
  useDocumentTitle(material ? `${material.name} · Editor` : 'Not found');
  return (
    <EditorRouteGate noun="path" material={material ?? null} listPath={company ? `/${company.slug}/paths` : '/'} canWrite={!!data.viewer?.can.writeMaterials}>
      {company && material && <Loaded key={material.id} material={material} company={company} />}
    </EditorRouteGate>
  );
}

type Loaded = NonNullable<PathEditorRouteQuery['response']['material']>;
type Company = NonNullable<NonNullable<PathEditorRouteQuery['response']['viewer']>['company']>;

function Loaded({ material, company }: { material: Loaded; company: Company }) {
  // Made once from the loaded draft; later server data reaches it through autosave.
  const [store] = useState(() => createEditorStore(pathDocFromServer(material.draftData, material.draftConfig)));
  const [initialRevision] = useState(material.revision);
  const [edited] = useState(() => ({
    id: material.id,
    slug: material.slug,
    name: material.name,
    companySlug: company.slug,
    companyName: company.name,
    viewPath: material.viewPath,
  }));
  return <PathEditor store={store} material={edited} initialRevision={initialRevision} />;
}
