/**
 * /{companySlug}/dashboard (audience.md §2 "Dashboard", issue 10 §3): "Hi {name}", the period
 * (Week, Month, Year, All time — the default — or a custom range, kept in the address), the four
 * counters with their change against the period before ("– than last week" when there is nothing
 * to compare with; hidden for a custom range), each with what it counts, and the Engaged Users
 * chart, then the tables Most Engaged Users and Top Performing Content for the same period.
 * Figures come from the server's rollups (dashboard.service.ts and top-tables.ts have the definitions).
 */
import { lazy, Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HubAddressPanel, useShellContext } from '../shell';
import { CustomRange } from './CustomRange';
import { EngagedUsersTable } from './EngagedUsersTable';
import { PERIODS, type PeriodSearch, periodSearch, readPeriod } from './period-search';
import { TopContentTable } from './TopContentTable';
import { useLiveDashboard } from './useLiveDashboard';
import './dashboard.css';

const EngagedChart = lazy(() => import('./EngagedChart'));

/**
 * The figures the page shows; the live subscription (useLiveDashboard) selects the same fragment,
 * so its pushes replace them in the store (one Dashboard record per company and window).
 */
graphql`
  fragment DashboardPage_figures on Dashboard {
    id
    from
    to
    timeZone
    computedAt
    totalUsers {
      value
      deltaPercent
    }
    hoursLearned {
      value
      deltaPercent
    }
    avgCompletionRate {
      value
      deltaPercent
    }
    addedUsers {
      value
      deltaPercent
    }
    engagedUsers {
      label
      value
    }
    ...EngagedUsersTable_dashboard
    ...TopContentTable_dashboard
  }
`;

const query = graphql`
  query DashboardPageQuery($period: DashboardPeriod!, $startDate: String, $endDate: String) {
    viewer {
      user {
        name
        profile {
          firstName
        }
      }
    }
    dashboard(period: $period, startDate: $startDate, endDate: $endDate) {
      ...DashboardPage_figures @relay(mask: false)
    }
  }
`;

const COUNTERS = [
  { key: 'totalUsers', title: 'Total Users', unit: '', help: 'Learners active in the period.' },
  { key: 'hoursLearned', title: 'Hours Learned', unit: '', help: 'Time really spent on your materials (visible tab, not idle).' },
  {
    key: 'avgCompletionRate',
    title: 'Avg. Completion Rate',
    unit: '%',
    help: "The period's learners: completed ÷ started materials as they stand now, averaged.",
  },
  { key: 'addedUsers', title: 'Added Users', unit: '', help: 'Learners whose first activity falls in the period.' },
] as const;

export function Component() {
  const data = usePreloadedQuery<DashboardPageQuery>(query, useLoaderData() as PreloadedQuery<DashboardPageQuery>);
  const location = useLocation();
  const navigate = useNavigate();
  const { companySlug } = useShellContext();
  useDocumentTitle('Dashboard');
  const current = readPeriod(new URLSearchParams(location.search));
  useLiveDashboard({ period: current.period, startDate: current.startDate, endDate: current.endDate });
  const go = (p: PeriodSearch) => navigate({ pathname: location.pathname, search: periodSearch(p) });
  const user = data.viewer?.user;
  const firstName = user?.profile?.firstName?.trim() || user?.name || '';
  const d = data.dashboard;
  const than = PERIODS.find((p) => p.id === current.period)?.than ?? '';
  const showDeltas = current.period !== 'CUSTOM' && current.period !== 'ALL_TIME';
  // Year and all time chart months; a custom range beyond 62 days too ("Jan 2026").
  const byMonth = current.period === 'YEAR' || current.period === 'ALL_TIME' || / \d{4}$/.test(d.engagedUsers[0]?.label ?? '');

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div>
          <h1 className="dashboard__title">Dashboard</h1>
          <p className="dashboard__greeting">Hi {firstName}</p>
          <p className="dashboard__subtitle">Here's how your audience is performing</p>
        </div>
        <div className="dashboard__periods">
          <div className="dashboard__period-buttons" role="group" aria-label="Period">
            {PERIODS.map((p) => (
              <button
                key={p.id}
                type="button"
                className="dashboard__period"
                aria-pressed={current.period === p.id}
                onClick={() => go({ period: p.id, startDate: null, endDate: null })}
              >
                {p.label}
              </button>
            ))}
          </div>
          <CustomRange
            value={current.period === 'CUSTOM' ? { startDate: current.startDate, endDate: current.endDate } : null}
            onApply={(startDate, endDate) => go({ period: 'CUSTOM', startDate, endDate })}
            onReset={() => go({ period: 'ALL_TIME', startDate: null, endDate: null })}
          />
        </div>
      </header>

      {d.totalUsers.value === 0 && (
        <HubAddressPanel
          companySlug={companySlug}
          intro="No learners in this period yet. Send learners to your hub: they find your published materials there and sign in with a link we mail them."
        />
      )}
      <section className="dashboard__counters" aria-label="Counters">
        {COUNTERS.map((c) => {
          const figure = d[c.key];
          const delta = figure.deltaPercent ?? null;
          return (
            <article key={c.key} className="dashboard-counter">
              <h2 className="dashboard-counter__title">{c.title}</h2>
              <p className="dashboard-counter__value">
                {figure.value.toLocaleString()}
                {c.unit}
              </p>
              {showDeltas && (
                <p
                  className={`dashboard-counter__delta${delta === null ? '' : delta >= 0 ? ' dashboard-counter__delta--up' : ' dashboard-counter__delta--down'}`}
                >
                  <span aria-hidden="true">{delta === null ? '' : delta >= 0 ? '▲ ' : '▼ '}</span>
                  {delta === null ? '–' : `${Math.abs(delta)}%`} {than}
                </p>
              )}
              <p className="dashboard-counter__help">{c.help}</p>
            </article>
          );
        })}
      </section>

      <section className="dashboard__chart" aria-labelledby="engaged-heading">
        <h2 id="engaged-heading" className="dashboard__chart-title">
          Engaged Users
        </h2>
        <p className="dashboard__caption">These users have accessed your learning content during the outlined time period</p>
        <Suspense fallback={<div className="dashboard__chart-body" aria-busy="true" />}>
          <EngagedChart points={d.engagedUsers} />
        </Suspense>
        <table className="visually-hidden">
          <caption>Engaged users per {byMonth ? 'month' : 'day'}</caption>
          <tbody>
            {d.engagedUsers.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.value ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="dashboard__tables">
        <EngagedUsersTable dashboard={d} />
        <TopContentTable dashboard={d} />
      </div>
      <p className="dashboard__fresh">
        {d.from ? `${d.from} to ${d.to}` : `Up to ${d.to}`}, days in {d.timeZone}. As of{' '}
        {new Date(String(d.computedAt)).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.
      </p>
    </div>
  );
}
