import { useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MaterialsListQuery } from '../../__generated__/MaterialsListQuery.graphql';
import { kindOf, kindsInSection } from '../../kinds';
import { useShellContext } from '../shell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DisplayToggle } from './DisplayToggle';
import { materialsListQuery } from './MaterialsListQuery';
import { MaterialsTabBar } from './MaterialsTabBar';
import { type MaterialsDisplay, MaterialsView } from './MaterialsView';
import './materials.css';

/** The route module of /{companySlug}/paths, /docs or /packages: title, tab bar, grid/list toggle, the list of the one kind under it. */
export function kindListRoute(section: 'paths' | 'docs' | 'packages') {
  const [kind] = kindsInSection(section);
  if (!kind) throw new Error(`No material kind lives under /${section}.`);
  const page = { kind, title: kindOf(kind).labels.plural };
  function Component() {
    const data = usePreloadedQuery<MaterialsListQuery>(materialsListQuery, useLoaderData() as PreloadedQuery<MaterialsListQuery>);
    const { companySlug } = useShellContext();
    const [display, setDisplay] = useState<MaterialsDisplay>('grid');
    useDocumentTitle(page.title);
    const company = data.viewer?.company;
    if (!company) return null;
    return (
      <div className="materials-page">
        <div className="materials-page__head">
          <h1>{page.title}</h1>
          <DisplayToggle value={display} onChange={setDisplay} />
        </div>
        <MaterialsTabBar companySlug={companySlug} section={section} counts={company.materialCounts} />
        <MaterialsView company={company} display={display} canWrite={data.viewer?.can.writeMaterials ?? false} label={page.title} />
      </div>
    );
  }
  // Its loader is MaterialsListQuery.ts's kindListLoader (routes.tsx loads both side by side).
  return { Component };
}
