import { useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import type { MaterialsListQuery } from '../../__generated__/MaterialsListQuery.graphql';
import { Tabs } from '../../ui';
import { useShellContext } from '../shell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DisplayToggle } from './DisplayToggle';
import { canWriteMaterials, tabKind, type WalkthroughsTab, walkthroughsTab } from './material-display';
import { loadMaterialsList, materialsListQuery } from './MaterialsListQuery';
import { MaterialsTabBar } from './MaterialsTabBar';
import { type MaterialsDisplay, MaterialsView } from './MaterialsView';
import './materials.css';

export function loader({ request }: LoaderFunctionArgs) {
  return loadMaterialsList(tabKind(walkthroughsTab(new URL(request.url).searchParams.get('tab'))), null);
}

/** /{companySlug}/walkthroughs: tabs Path / Walkthroughs / Videos chosen by ?tab= (default paths). */
export function Component() {
  const data = usePreloadedQuery<MaterialsListQuery>(materialsListQuery, useLoaderData() as PreloadedQuery<MaterialsListQuery>);
  const { companySlug } = useShellContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const [display, setDisplay] = useState<MaterialsDisplay>('grid');
  const tab = walkthroughsTab(searchParams.get('tab'));
  useDocumentTitle('Walkthroughs');
  const company = data.viewer?.company;
  if (!company) return null;
  const counts = company.materialCounts;
  const canWrite = canWriteMaterials(data.viewer?.role);

  function handleTabChange(id: string) {
    setSearchParams({ tab: id });
    window.scrollTo({ top: 0 });
    document.getElementById('main-content')?.scrollTo({ top: 0 });
  }

  const list = (label: string) => <MaterialsView company={company} display={display} canWrite={canWrite} label={label} />;
  const tabs: { id: WalkthroughsTab; label: string; badge?: number; content: React.ReactNode }[] = [
    { id: 'paths', label: 'Path', badge: counts.paths, content: tab === 'paths' && list('Paths') },
    { id: 'walkthroughs', label: 'Walkthroughs', badge: counts.walkthroughs, content: tab === 'walkthroughs' && list('Walkthroughs') },
    {
      id: 'videos',
      label: 'Videos',
      content: <p className="materials-view__empty">Videos aren't available yet: this part of the app is still being built.</p>,
    },
  ];

  return (
    <div className="materials-page">
      <div className="materials-page__head">
        <h1>Walkthroughs</h1>
        <DisplayToggle value={display} onChange={setDisplay} />
      </div>
      <MaterialsTabBar companySlug={companySlug} section="walkthroughs" count={counts.walkthroughs} />
      <Tabs label="Material kinds" tabs={tabs} selectedId={tab} onChange={handleTabChange} />
    </div>
  );
}
