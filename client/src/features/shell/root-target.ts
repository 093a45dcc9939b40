export interface RootFacts {
  readonly user: { readonly profile: { readonly activatedAt: unknown } | null | undefined };
  readonly company: { readonly slug: string } | null | undefined;
}

/**
 * Where "/" sends a signed-in person: an unfinished onboarding (profile not activated yet) resumes
 * there even when a company exists (someone who stopped mid-wizard, or an invitee who joined
 * before onboarding); otherwise the dashboard of the company the session acts for.
 */
export function rootTarget(viewer: RootFacts): string {
  if (!viewer.user.profile?.activatedAt || !viewer.company) return '/onboarding';
  return `/${encodeURIComponent(viewer.company.slug)}/dashboard`;
}
