/** What other features may use of the account pages. */
export { AuthLayout, AuthLayoutHeader } from './components/AuthLayout';
export { PageLoadError } from './components/PageLoadError';
