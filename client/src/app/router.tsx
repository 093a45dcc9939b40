import { createBrowserRouter } from 'react-router';
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
    children: [
      // Temporary until the real pages exist (next task, once schema.graphql is in).
      { index: true, lazy: () => import('./pages/HomePlaceholder') },
      { path: '*', lazy: () => import('./pages/NotFound') },
    ],
  },
]);
