/** What other features may use of the account pages (and the not-found page under the same header). */
export { AuthLayout, AuthLayoutHeader } from './components/AuthLayout';
export { PageLoadError } from './components/PageLoadError';
export { NotFoundPage } from './pages/NotFoundPage';
