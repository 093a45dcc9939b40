import { type LoaderFunctionArgs, redirect } from 'react-router';

/** /{companySlug}/settings opens the profile, like the side navigation's Settings entry. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${encodeURIComponent(params.companySlug ?? '')}/settings/profile`);
}

export function Component() {
  return null;
}
