/** GraphQL: the dashboard for a period (staff who may read analytics; dashboard.service.ts defines every figure). */
import { builder } from '../../graphql/builder.js';
import { MaterialKindEnum } from '../materials/index.js';
import { requirePermission } from '../../auth/actor.js';
import { whileAuthorized } from '../../graphql/subscriptions.js';
import { LIVE_EVERY_MS, liveDashboard } from './dashboard-live.js';
import { sharedDashboard } from './dashboard-memo.js';
import type { Dashboard } from './dashboard.service.js';
import { parseDashboardDate, type PeriodOption } from './periods.js';
import { ContentRowRef, EngagedLearnerRef } from './top-tables.schema.js';

const DashboardPeriodEnum = builder.enumType('DashboardPeriod', {
  description: "WEEK from Monday, MONTH, YEAR (each up to now, in the company's time zone), ALL_TIME, or CUSTOM (startDate to endDate).",
  values: ['WEEK', 'MONTH', 'YEAR', 'ALL_TIME', 'CUSTOM'] as const,
});
const OPTION: Record<'WEEK' | 'MONTH' | 'YEAR' | 'ALL_TIME' | 'CUSTOM', PeriodOption> = {
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
  ALL_TIME: 'all_time',
  CUSTOM: 'custom_date',
};

const CounterRef = builder.objectRef<Dashboard['totalUsers']>('DashboardCounter').implement({
  fields: (t) => ({
    value: t.exposeFloat('value'),
    previous: t.exposeFloat('previous', {
      nullable: true,
      description: 'The same figure for the period before (cut at the same point); null when there is none.',
    }),
    deltaPercent: t.exposeInt('deltaPercent', { nullable: true, description: 'Whole percent against `previous`; null ("–") with nothing to compare with.' }),
  }),
});

const ChartPointRef = builder.objectRef<Dashboard['chart'][number]>('DashboardChartPoint').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeInt('value', { nullable: true, description: 'Null for a day or month still to come.' }) }),
});

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  description: "The audience's figures for a period, from the daily rollups.",
  fields: (t) => ({
    id: t.id({
      description:
        'The company and window (a period, or a custom range by its days): the same for `dashboard` and `dashboardLive` of one window, so a live update replaces the figures a client holds.',
      resolve: (d) => `Dashboard:${d.companyId}:${d.period}${d.period === 'custom_date' ? `:${d.from}:${d.to}` : ''}`,
    }),
    from: t.exposeString('from', { nullable: true, description: 'First local day counted (YYYY-MM-DD); null for all time.' }),
    to: t.exposeString('to', { description: 'Last local day counted (today for a period in progress).' }),
    totalUsers: t.field({ type: CounterRef, description: 'Learners active in the period.', resolve: (d) => d.totalUsers }),
    hoursLearned: t.field({ type: CounterRef, description: 'Active study time, hours with one decimal.', resolve: (d) => d.hoursLearned }),
    avgCompletionRate: t.field({
      type: CounterRef,
      description: "Mean over the period's active learners of completed ÷ started materials, whole percent.",
      resolve: (d) => d.avgCompletionRate,
    }),
    addedUsers: t.field({ type: CounterRef, description: 'Learners whose first activity falls in the period.', resolve: (d) => d.addedUsers }),
    engagedUsers: t.field({ type: [ChartPointRef], description: 'Learners active per day or month of the period.', resolve: (d) => d.chart }),
    topContent: t.field({
      type: [ContentRowRef],
      description:
        'Top Performing Content: the 5 materials (of one kind, or every kind) opened, completed or rated in the period, by uniques, then completions, then opens, then name.',
      args: { kind: t.arg({ type: MaterialKindEnum, required: false, description: 'Every kind when left out.' }) },
      resolve: (d, args) => d.tables.content(args.kind ?? null),
    }),
    mostEngagedUsers: t.field({
      type: [EngagedLearnerRef],
      description: 'Most Engaged Users: the 5 learners with the most study time in the period, then active days, then completions.',
      resolve: (d) => d.tables.engagedUsers(),
    }),
    timeZone: t.exposeString('timeZone'),
    computedAt: t.field({ type: 'DateTime', resolve: (d) => d.computedAt }),
  }),
});

type WindowArgs = { period?: keyof typeof OPTION | null; startDate?: string | null; endDate?: string | null };

/** The arguments that name a window, the same for the dashboard and its live pushes. */
const windowArgs = builder.args((t) => ({
  period: t.field({ type: DashboardPeriodEnum, required: false, description: 'ALL_TIME when left out.' }),
  startDate: t.string({ required: false, description: 'CUSTOM: DD-MM-YYYY.' }),
  endDate: t.string({ required: false, description: 'CUSTOM: DD-MM-YYYY.' }),
}));

/** The window the arguments name: a period, or a custom range of DD-MM-YYYY days. */
function windowOf(args: WindowArgs) {
  const option = OPTION[args.period ?? 'ALL_TIME'];
  const custom =
    option === 'custom_date' && (args.startDate || args.endDate)
      ? { startDate: parseDashboardDate(args.startDate, 'startDate'), endDate: parseDashboardDate(args.endDate, 'endDate') }
      : undefined;
  return { option, custom };
}

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    authScopes: { permission: 'analytics.read' },
    args: windowArgs,
    resolve: (_root, args, ctx) => {
      const { option, custom } = windowOf(args);
      return sharedDashboard(ctx.deps, ctx.actor, option, custom);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  dashboardLive: t.field({
    type: DashboardRef,
    description:
      "The dashboard of a window as learners act: after activity in the caller's company, at most every 2 s (the last action of a burst included), computed once per company and window for every subscriber (dashboard-live.ts). The subscriber is checked again at most every 2 s.",
    authScopes: { permission: 'analytics.read' },
    args: windowArgs,
    subscribe: (_root, args, ctx) => {
      const { option, custom } = windowOf(args);
      const companyId = requirePermission(ctx.actor, 'analytics.read').companyId;
      return whileAuthorized(ctx, 'analytics.read', liveDashboard(ctx.deps, companyId, option, custom), { recheckAfterMs: LIVE_EVERY_MS });
    },
    resolve: (d) => d,
  }),
}));
