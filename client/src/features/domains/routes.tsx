import type { RouteObject } from 'react-router';

/**
 * Under the settings navigation: /{companySlug}/settings/domain — custom domains (authoring.md §2
 * "Settings, domains") — and /{companySlug}/settings/domain/{id}/domainConfiguration, a domain's
 * sign-in experience design (audience.md §2).
 */
export const domainRoutes: RouteObject[] = [
  { path: 'domain', lazy: () => import('./DomainsPage') },
  { path: 'domain/:domainId/domainConfiguration', lazy: () => import('./DomainDesignPage') },
];

/** The design page's second spelling, /{companySlug}/domains/{domainId}/domain_page_configuration: it redirects. */
export const domainAliasRoutes: RouteObject[] = [
  { path: 'domains/:domainId/domain_page_configuration', lazy: async () => ({ Component: (await import('./DomainDesignPage')).AliasRedirect }) },
];
