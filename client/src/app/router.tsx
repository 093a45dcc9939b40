import { createBrowserRouter } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { inviteRoutes } from '../features/invite/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { settingsRoute } from '../features/settings/routes';
import { companyRoute, rootRoute, sectionRoutes } from '../features/shell/routes';
import { teamRoutes } from '../features/team/routes';
import { playerStandaloneRoutes } from '../features/walkthrough-player/routes';
import { AppLoading } from './AppLoading';
import { RouteError } from './RouteError';

/**
 * Route table (authoring spec §2). Every page is split into its own chunk with the route's
 * `lazy`, React Router's form of React.lazy: the module can also export the route's loader
 * (which starts the Relay query with loadQuery), so code and data load in parallel instead of
 * the loader waiting for a React.lazy component to render first.
 */
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
      ...playerStandaloneRoutes,
      companyRoute([...sectionRoutes, settingsRoute([...teamRoutes])]),
      { path: '*', lazy: () => import('./pages/NotFound') },
    ],
  },
]);
