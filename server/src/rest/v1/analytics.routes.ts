/** REST: the dashboard (rest-routes.md "Audience analytics and dashboard"; audience.md §3 dashboard data). */
import type { Hono } from 'hono';
import { ValidationError } from '../../lib/errors.js';
import { type Counter, parseDashboardDate, PERIOD_OPTIONS, type PeriodOption, sharedDashboard } from '../../modules/analytics/index.js';
import { type RestEnv, route } from './registry.js';

const pct = (c: Counter) => c.deltaPercent;

export function analyticsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/dashboard',
      tag: 'Audience analytics',
      summary: "The dashboard's four counters with their change against the period before, and Engaged Users per day or month",
      auth: 'staff',
      permission: 'analytics.read',
      query: {
        option: `${PERIOD_OPTIONS.join(', ')} (default all_time); days in the company's time zone`,
        'custom_date[start_date]': 'custom_date: the first day, DD-MM-YYYY',
        'custom_date[end_date]': 'custom_date: the last day, DD-MM-YYYY',
      },
      responses: {
        200: '{ total_users_count, total_users_count_percentage, learned_hours, learned_hours_percentage, avg_completion_rate, avg_completion_rate_percentage, added_users_count, added_users_count_percentage, graph_data: { label: number }, from, to, time_zone } — a percentage is null ("–") with nothing to compare with',
        401: '{ error }',
        403: '{ error } — the role may not read analytics',
        422: '{ error, errors: { option | custom_date } }',
      },
    },
    async (c) => {
      const raw = c.req.query('option') ?? 'all_time';
      if (!(PERIOD_OPTIONS as readonly string[]).includes(raw)) throw ValidationError.field('option', `option must be one of ${PERIOD_OPTIONS.join(', ')}`);
      const option = raw as PeriodOption;
      const start = c.req.query('custom_date[start_date]');
      const end = c.req.query('custom_date[end_date]');
      const custom =
        option === 'custom_date' && (start || end)
          ? { startDate: parseDashboardDate(start, 'custom_date'), endDate: parseDashboardDate(end, 'custom_date') }
          : undefined;
      const d = await sharedDashboard(c.var.deps, c.var.actor, option, custom);
      return c.json({
        total_users_count: d.totalUsers.value,
        total_users_count_percentage: pct(d.totalUsers),
        learned_hours: d.hoursLearned.value,
        learned_hours_percentage: pct(d.hoursLearned),
        avg_completion_rate: d.avgCompletionRate.value,
        avg_completion_rate_percentage: pct(d.avgCompletionRate),
        added_users_count: d.addedUsers.value,
        added_users_count_percentage: pct(d.addedUsers),
        graph_data: Object.fromEntries(d.chart.map((p) => [p.label, p.value])),
        from: d.from,
        to: d.to,
        time_zone: d.timeZone,
      });
    },
  );
}
