import { useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { MaterialsListQuery } from '../../__generated__/MaterialsListQuery.graphql';
import { useShellContext } from '../shell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DisplayToggle } from './DisplayToggle';
import { walkthroughsTab } from './material-display';
import { materialsListQuery } from './MaterialsListQuery';
import { MaterialsTabBar } from './MaterialsTabBar';
import { type MaterialsDisplay, MaterialsView } from './MaterialsView';
import './materials.css';

/**
 * /{companySlug}/walkthroughs: the list of ?tab= paths (the default), walkthroughs or videos,
 * chosen in the page's one tab bar beside Manage Access and Audience (MaterialsTabBar).
 */
export function Component() {
  const data = usePreloadedQuery<MaterialsListQuery>(materialsListQuery, useLoaderData() as PreloadedQuery<MaterialsListQuery>);
  const { companySlug } = useShellContext();
  const [searchParams] = useSearchParams();
  const [display, setDisplay] = useState<MaterialsDisplay>('grid');
  const tab = walkthroughsTab(searchParams.get('tab'));
  useDocumentTitle('Walkthroughs');
  const company = data.viewer?.company;
  if (!company) return null;
  const canWrite = data.viewer?.can.writeMaterials ?? false;

  return (
    <div className="materials-page">
      <div className="materials-page__head">
        <h1>Walkthroughs</h1>
        <DisplayToggle value={display} onChange={setDisplay} />
      </div>
      <MaterialsTabBar companySlug={companySlug} section="walkthroughs" counts={company.materialCounts} />
      {tab === 'videos' ? (
        <p className="materials-view__empty">Videos aren't available yet: this part of the app is still being built.</p>
      ) : (
        <MaterialsView company={company} display={display} canWrite={canWrite} label={tab === 'paths' ? 'Paths' : 'Walkthroughs'} />
      )}
    </div>
  );
}
