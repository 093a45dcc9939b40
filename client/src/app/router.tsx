import { createBrowserRouter } from 'react-router';
import { apiTokenRoutes } from '../features/api-tokens/routes';
import { audienceRoutes } from '../features/audience/routes';
import { auditLogRoutes } from '../features/audit-log/routes';
import { billingRoutes } from '../features/billing/routes';
import { authRoutes, notFoundRoute } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { domainAliasRoutes, domainRoutes } from '../features/domains/routes';
import { hubRoutes } from '../features/hub/routes';
import { inviteRoutes } from '../features/invite/routes';
import { materialRoutes } from '../features/materials/routes';
import { messageRoutes } from '../features/messages/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { settingsRoute } from '../features/settings/routes';
import { companyRoute, rootRoute } from '../features/shell/routes';
import { teamRoutes } from '../features/team/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import { ltiRoutes } from '../features/lti/routes';
import { lrsForwardingRoutes } from '../features/lrs-forwarding/routes';
import { AppLoading } from './AppLoading';
import { HUB_PLAYERS, kindRoutes } from './kind-views';
import { RouteError } from './RouteError';

/**
 * Route table (authoring spec §2). Every page is split into its own chunk with the route's
 * `lazy`, React Router's form of React.lazy: the module can also export the route's loader
 * (which starts the Relay query with loadQuery), so code and data load in parallel instead of
 * the loader waiting for a React.lazy component to render first.
 *
 * The app composes the features' route tables (each feature's `routes.tsx`, which only holds
 * lazy imports); features never import each other's routes.
 */
const kinds = kindRoutes();

export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      rootRoute,
      ...authRoutes,
      ...onboardingRoutes,
      ...inviteRoutes,
      // Each kind's preview and embed (kind-views.ts).
      ...kinds.standalone,
      // Before the staff shell: /{companySlug} is the company's public hub.
      ...hubRoutes(HUB_PLAYERS),
      companyRoute([
        // Each feature's own pages.
        ...dashboardRoutes,
        ...audienceRoutes,
        ...materialRoutes,
        // Each kind's staff viewer and editor (kind-views.ts).
        ...kinds.shell,
        ...messageRoutes,
        ...domainAliasRoutes,
        settingsRoute([
          ...teamRoutes,
          ...domainRoutes,
          ...billingRoutes,
          ...apiTokenRoutes,
          ...webhookRoutes,
          ...ltiRoutes,
          ...lrsForwardingRoutes,
          ...auditLogRoutes,
        ]),
      ]),
      notFoundRoute,
    ],
  },
]);
