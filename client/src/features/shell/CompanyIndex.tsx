import { type LoaderFunctionArgs, redirect } from 'react-router';

/** /{companySlug} alone shows the dashboard. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${encodeURIComponent(params.companySlug ?? '')}/dashboard`);
}

export function Component() {
  return null;
}
