import { useEffect, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { MaterialsListQuery } from '../../__generated__/MaterialsListQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DisplayToggle } from './DisplayToggle';
import { materialsListQuery } from './MaterialsListQuery';
import { type MaterialsDisplay, MaterialsView } from './MaterialsView';
import './materials.css';

const SEARCH_DELAY_MS = 300;

/** /{companySlug}/learning_materials: every kind, searchable by name or description (?q=). */
export function Component() {
  const data = usePreloadedQuery<MaterialsListQuery>(materialsListQuery, useLoaderData() as PreloadedQuery<MaterialsListQuery>);
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [display, setDisplay] = useState<MaterialsDisplay>('grid');
  useDocumentTitle('Learning materials');

  useEffect(() => {
    const current = searchParams.get('q') ?? '';
    if (search.trim() === current) return;
    const timer = window.setTimeout(() => setSearchParams(search.trim() ? { q: search.trim() } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, searchParams, setSearchParams]);

  const company = data.viewer?.company;
  if (!company) return null;
  return (
    <div className="materials-page">
      <div className="materials-page__head">
        <h1>Learning materials</h1>
        <DisplayToggle value={display} onChange={setDisplay} />
      </div>
      <search className="materials-search">
        <label htmlFor="materials-search">Search materials</label>
        <input
          id="materials-search"
          type="search"
          value={search}
          maxLength={200}
          placeholder="Name or description"
          onChange={(event) => setSearch(event.target.value)}
        />
      </search>
      <MaterialsView
        company={company}
        display={display}
        canWrite={data.viewer?.can.writeMaterials ?? false}
        label="Learning materials"
        search={searchParams.get('q')?.trim() || undefined}
      />
    </div>
  );
}
