/** Service rows → the snake_case shapes of the legacy REST contract. */
import { websiteHost } from '../../modules/companies/index.js';
import { uploadUrl } from '../../uploads/storage.js';
import { displayName } from '../../modules/accounts/index.js';

type ProfileRow = {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  companyName: string | null;
  avatarKey: string | null;
  industryName: string | null;
  industryRole: string | null;
  activatedAt: Date | null;
};

type UserRow = { id: string; email: string; confirmedAt: Date | null; profile: ProfileRow | null };

export function userDto(u: UserRow) {
  return { id: u.id, email: u.email, name: displayName(u), confirmed_at: u.confirmedAt };
}

export function profileDto(u: UserRow) {
  const p = u.profile;
  return {
    first_name: p?.firstName ?? null,
    last_name: p?.lastName ?? null,
    job_title: p?.jobTitle ?? null,
    company_name: p?.companyName ?? null,
    avatar_url: uploadUrl(p?.avatarKey),
    industry_name: p?.industryName ?? null,
    industry_role: p?.industryRole ?? null,
    activated_at: p?.activatedAt ?? null,
    confirmed_at: u.confirmedAt,
  };
}

type CompanyRow = {
  id: string;
  name: string;
  slug: string;
  website: string | null;
  size: string | null;
  logoKey: string | null;
  faviconKey: string | null;
  domains?: { domain: string }[];
};

/** GET /company (authoring.md §3 Company). `domains` are the verified custom domains' host names. */
export function companyDto(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    company_name: c.name,
    website: c.website,
    company_logo_url: uploadUrl(c.logoKey),
    favicon_url: uploadUrl(c.faviconKey),
    domain: websiteHost(c.website),
    company_size: c.size,
    domains: (c.domains ?? []).map((d) => d.domain),
  };
}
