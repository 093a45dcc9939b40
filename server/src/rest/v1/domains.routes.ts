/** REST: custom domains (rest-routes.md "Domains and sign-in page design" — /domains*). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Domain } from '../../generated/prisma/client.js';
import { domains, getSignInDesign, recordsFor, saveSignInDesign, type SignInDesignView } from '../../modules/domains/index.js';
import { ValidationError } from '../../lib/errors.js';
import { withRestFieldNames } from './http-errors.js';
import { type RestEnv, route } from './registry.js';
import { checkedBy, imageFile } from './wire-fields.js';

/** A domain as the legacy client reads it, plus what the check found and the records to create. */
function domainDto(deps: Deps, d: Domain) {
  return {
    id: d.id,
    name: d.name,
    domain: d.domain,
    subdomain: d.subdomain,
    status: d.status.toLowerCase(),
    verified_at: d.verifiedAt?.toISOString() ?? null,
    last_checked_at: d.lastCheckedAt?.toISOString() ?? null,
    next_check_at: d.nextCheckAt?.toISOString() ?? null,
    missing: d.missing ?? [],
    records: recordsFor(d.domain, d.verificationToken, deps.config.domains),
  };
}

/** audience.md §3 "Sign-in page design": details with the legacy names, css, logo (its address). */
function designDto(d: SignInDesignView) {
  return {
    details: { company_name: d.companyName, heading_text: d.headingText, sub_heading_text: d.subHeadingText },
    css: d.css,
    logo: d.logoUrl,
  };
}

/** A multipart field that carries JSON text (the legacy client's `details` and `css`). */
const jsonText = <T>(field: string, read: (value: unknown) => T, description: string) =>
  checkedBy(
    (raw) => {
      if (typeof raw !== 'string') throw ValidationError.field(field, 'must be JSON text');
      try {
        return read(JSON.parse(raw));
      } catch (err) {
        if (err instanceof ValidationError) throw err;
        throw ValidationError.field(field, 'must be JSON text');
      }
    },
    { type: 'string', description },
  );

const detailsText = jsonText(
  'details',
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw ValidationError.field('details', 'must be a JSON object');
    return v as Record<string, unknown>;
  },
  'JSON text of { company_name, heading_text, sub_heading_text }',
);
const cssText = jsonText(
  'css',
  (v) => {
    if (typeof v !== 'string') throw ValidationError.field('css', 'must be a JSON string');
    return v;
  },
  'JSON text of a string: the custom CSS (stored sanitised)',
);

const DOMAIN_FIELDS = '{ id, name, domain, subdomain, status (pending, verified, failed), verified_at, last_checked_at, next_check_at, missing, records }';
const domainNameBody = z.object({ domain_name: z.string({ error: 'domain_name is required' }) });
const restField = (field: string) => (field === 'domain_name' ? 'domain_name' : field);

export function domainRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/domains',
      tag: 'Domains',
      summary: "The company's custom domains, oldest first",
      auth: 'staff',
      permission: 'company.read',
      responses: { 200: `[${DOMAIN_FIELDS}]`, 403: 'no company yet' },
    },
    async (c) => c.json((await domains.listDomains(c.var.deps, c.var.actor)).map((d) => domainDto(c.var.deps, d))),
  );

  route(
    app,
    {
      method: 'post',
      path: '/domains',
      tag: 'Domains',
      summary: 'Add a custom domain (learn.yourcompany.com or yourcompany.com); Owners and Team Admins',
      auth: 'staff',
      permission: 'company.update',
      body: domainNameBody,
      responses: { 201: DOMAIN_FIELDS, 403: 'role may not change the company', 422: '{ error, errors: { domain_name } }' },
    },
    async (c, body) => {
      const d = await withRestFieldNames(domains.addDomain(c.var.deps, c.var.actor, { domainName: body.domain_name }), restField);
      return c.json(domainDto(c.var.deps, d), 201);
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/domains/:id',
      tag: 'Domains',
      summary: 'Rename a custom domain; a new name is pending again',
      auth: 'staff',
      permission: 'company.update',
      body: domainNameBody,
      responses: { 200: DOMAIN_FIELDS, 404: 'no such domain in this company', 422: '{ error, errors: { domain_name } }' },
    },
    async (c, body) => {
      const d = await withRestFieldNames(
        domains.updateDomain(c.var.deps, c.var.actor, { domainId: c.req.param('id') ?? '', domainName: body.domain_name }),
        restField,
      );
      return c.json(domainDto(c.var.deps, d));
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/domains/:id',
      tag: 'Domains',
      summary: 'Delete a custom domain (and its sign-in design); its materials return to the default address',
      auth: 'staff',
      permission: 'company.update',
      responses: { 200: '{ message }', 404: 'no such domain in this company' },
    },
    async (c) => {
      await domains.deleteDomain(c.var.deps, c.var.actor, c.req.param('id') ?? '');
      return c.json({ message: domains.DOMAIN_DELETED });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/domains/:id/verify',
      tag: 'Domains',
      summary: 'Look up the domain\'s DNS records now ("Check now")',
      auth: 'staff',
      permission: 'company.update',
      responses: { 200: DOMAIN_FIELDS, 404: 'no such domain in this company', 429: 'too many checks' },
    },
    async (c) => c.json(domainDto(c.var.deps, await domains.verifyDomain(c.var.deps, c.var.actor, c.req.param('id') ?? ''))),
  );

  route(
    app,
    {
      method: 'get',
      path: '/domains/:id/sign_in_page_design',
      tag: 'Domains',
      summary: "A domain's sign-in page design",
      auth: 'staff',
      permission: 'company.read',
      responses: { 200: '{ details: { company_name, heading_text, sub_heading_text }, css, logo }', 404: 'no such domain in this company' },
    },
    async (c) => c.json(designDto(await getSignInDesign(c.var.deps, c.var.actor, c.req.param('id') ?? ''))),
  );

  route(
    app,
    {
      method: 'put',
      path: '/domains/:id/sign_in_page_design',
      tag: 'Domains',
      summary: "Save a domain's sign-in page design; the logo file is optional (sent only when it changed)",
      auth: 'staff',
      permission: 'company.update',
      multipart: 'also',
      body: z.object({
        details: detailsText.optional(),
        css: cssText.optional(),
        logo: imageFile.optional().describe('multipart only: PNG, GIF or JPEG'),
        remove_logo: z.enum(['true', 'false']).optional().describe('"true" removes the current logo'),
      }),
      responses: {
        200: '{ details, css, logo, removed: [{ what, why }], message }',
        404: 'no such domain in this company',
        422: '{ error, errors: { company_name | heading_text | sub_heading_text | css | logo } }',
      },
    },
    async (c, body) => {
      const r = await withRestFieldNames(
        saveSignInDesign(c.var.deps, c.var.actor, {
          domainId: c.req.param('id') ?? '',
          companyName: body.details?.company_name,
          headingText: body.details?.heading_text,
          subHeadingText: body.details?.sub_heading_text,
          css: body.css,
          logo: body.logo,
          removeLogo: body.remove_logo === 'true',
        }),
        (field) => field,
      );
      return c.json({ ...designDto(r.design), removed: r.removed, message: r.message });
    },
  );
}
