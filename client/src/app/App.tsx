import { RouterProvider } from 'react-router';
import { ToastProvider } from '../ui';
import { RelayProvider } from '../relay/RelayProvider';
import { router } from './router';

/** Providers shared by every page, then the router. */
export function App() {
  return (
    <RelayProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RelayProvider>
  );
}
