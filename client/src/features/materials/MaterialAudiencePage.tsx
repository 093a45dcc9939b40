/**
 * /{companySlug}/paths/audience and /{companySlug}/walkthroughs/audience (audience.md §2
 * "Walkthroughs and Paths audience pages"): who is working through which material — a paged
 * table grouped by material (name and image), one row per learner with progress %, opens, the
 * current step and its status. Page and size live in the address (?page=&size=).
 */
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import type { MaterialAudiencePageQuery } from '../../__generated__/MaterialAudiencePageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar, Pagination, ProgressBar } from '../../ui';
import { useShellContext } from '../shell';
import { MaterialsTabBar } from './MaterialsTabBar';
import './materials.css';

const query = graphql`
  query MaterialAudiencePageQuery($kind: MaterialKind!, $page: Int!, $pageSize: Int!) {
    viewer {
      company {
        materialCounts {
          walkthroughs
          paths
        }
      }
    }
    materialAudience(kind: $kind, page: $page, pageSize: $pageSize) {
      totalCount
      totalPages
      page
      pageSize
      records {
        id
        materialId
        materialName
        materialImageUrl
        learnerName @required(action: THROW)
        email @required(action: THROW)
        imageUrl
        progress
        opens
        currentStep
        stepsTotal
        status
      }
    }
  }
`;

type Section = 'paths' | 'walkthroughs';
const KIND = { paths: 'PATH', walkthroughs: 'WALKTHROUGH' } as const;
const TITLE = { paths: 'Paths', walkthroughs: 'Walkthroughs' } as const;
const STATUS = { COMPLETED: 'Completed', IN_PROGRESS: 'In progress', NOT_STARTED: 'Not started' } as const;
const SIZES = [10, 20, 30, 40, 50] as const;

/** ?page= and ?size= as the server accepts them; anything else falls back to page 1 of 10. */
export function readPaging(params: URLSearchParams): { page: number; pageSize: number } {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

type Row = MaterialAudiencePageQuery['response']['materialAudience']['records'][number];

/** Consecutive rows of the same material (the server orders them by material). */
function groups(rows: readonly Row[]): { materialId: string; name: string; imageUrl: string | null; rows: Row[] }[] {
  const out: { materialId: string; name: string; imageUrl: string | null; rows: Row[] }[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last?.materialId === row.materialId) last.rows.push(row);
    else out.push({ materialId: row.materialId, name: row.materialName, imageUrl: row.materialImageUrl ?? null, rows: [row] });
  }
  return out;
}

export function materialAudienceRoute(section: Section) {
  function loader({ request }: LoaderFunctionArgs) {
    const paging = readPaging(new URL(request.url).searchParams);
    return loadQuery<MaterialAudiencePageQuery>(getRelayEnvironment(), query, { kind: KIND[section], ...paging }, { fetchPolicy: 'store-and-network' });
  }

  function Component() {
    const data = usePreloadedQuery<MaterialAudiencePageQuery>(query, useLoaderData() as PreloadedQuery<MaterialAudiencePageQuery>);
    const { companySlug } = useShellContext();
    const [, setSearchParams] = useSearchParams();
    useDocumentTitle(`${TITLE[section]} · Audience`);
    const a = data.materialAudience;
    const from = a.totalCount === 0 ? 0 : (a.page - 1) * a.pageSize + 1;
    const to = Math.min(a.page * a.pageSize, a.totalCount);
    const go = (page: number, pageSize = a.pageSize) => {
      setSearchParams(page === 1 && pageSize === 10 ? {} : { page: String(page), size: String(pageSize) });
      document.getElementById('main-content')?.scrollTo({ top: 0 });
    };
    return (
      <div className="materials-page">
        <div className="materials-page__head">
          <h1>{TITLE[section]}</h1>
        </div>
        <MaterialsTabBar companySlug={companySlug} section={section} counts={data.viewer?.company?.materialCounts} />
        <h2 className="materials-access__title">Audience</h2>
        <p className="material-audience__summary" aria-live="polite">
          {`Showing ${from}-${to} of ${a.totalCount}`}
        </p>
        {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
        <div className="ui-table-wrap material-audience" tabIndex={0} role="region" aria-label={`${TITLE[section]} audience table`}>
          <table className="ui-table">
            <caption className="visually-hidden">{`Learners in your ${TITLE[section].toLowerCase()}, by ${section === 'paths' ? 'path' : 'walkthrough'}`}</caption>
            <thead>
              <tr>
                <th scope="col">Learner</th>
                <th scope="col">Progress</th>
                <th scope="col">Opens</th>
                <th scope="col">Current step</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            {a.records.length === 0 ? (
              <tbody>
                <tr>
                  <td colSpan={5} className="ui-table__empty">
                    No record found.
                  </td>
                </tr>
              </tbody>
            ) : (
              groups(a.records).map((g) => (
                <tbody key={`${g.materialId}-${g.rows[0]?.id}`}>
                  <tr className="material-audience__group">
                    <th scope="rowgroup" colSpan={5}>
                      {g.imageUrl ? (
                        <img src={g.imageUrl} alt="" className="material-audience__thumb" />
                      ) : (
                        <span className="material-audience__thumb" aria-hidden="true" />
                      )}
                      {g.name}
                    </th>
                  </tr>
                  {g.rows.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <span className="material-audience__learner">
                          <Avatar name={r.learnerName} src={r.imageUrl} size="sm" decorative />
                          <span>
                            {r.learnerName}
                            {r.learnerName !== r.email && <span className="material-audience__email">{r.email}</span>}
                          </span>
                        </span>
                      </td>
                      <td>
                        <span className="material-audience__progress">
                          <ProgressBar value={r.progress} label={`${r.learnerName}: progress in ${g.name}`} />
                          <span>{`${r.progress}%`}</span>
                        </span>
                      </td>
                      <td>{r.opens}</td>
                      <td>{r.stepsTotal > 0 ? `Step ${r.currentStep} of ${r.stepsTotal}` : `Step ${r.currentStep}`}</td>
                      <td>{STATUS[r.status as keyof typeof STATUS] ?? r.status}</td>
                    </tr>
                  ))}
                </tbody>
              ))
            )}
          </table>
        </div>
        <Pagination
          label={`${TITLE[section]} audience pages`}
          page={a.page}
          totalPages={a.totalPages}
          onPageChange={(page) => go(page)}
          pageSize={a.pageSize}
          pageSizes={SIZES}
          onPageSizeChange={(size) => go(1, size)}
        />
      </div>
    );
  }

  return { loader, Component };
}
