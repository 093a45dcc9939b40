/**
 * Custom domains as Relay nodes (Settings → Domain, and the material settings' "Domain" choice):
 * the list, the DNS records to create, the last check's result, and the mutations that add,
 * rename, delete and check a domain (domains.service.ts has the rules).
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { callerCompanyId } from '../../graphql/tenancy.js';
import { recordsFor } from './dns-check.js';
import { domainOrigin } from './host-routing.js';
import * as domains from './domains.service.js';

const DomainStatusEnum = builder.enumType('DomainStatus', {
  values: {
    PENDING: { description: 'Added; its DNS records have not all been found yet (checked again automatically).' },
    VERIFIED: { description: "Both records found: the domain serves the company's hub." },
    FAILED: { description: 'Records still missing after the automatic checks, or lost after verification.' },
  } as const,
});

const DnsRecordTypeEnum = builder.enumType('DnsRecordType', { values: ['A', 'CNAME', 'TXT'] as const });

const DnsRecordRef = builder.objectRef<ReturnType<typeof recordsFor>[number]>('DnsRecord').implement({
  description: "A record to create at the domain's DNS provider.",
  fields: (t) => ({
    type: t.field({ type: DnsRecordTypeEnum, resolve: (r) => r.type }),
    host: t.exposeString('host', { description: 'The full name the record is for.' }),
    value: t.exposeString('value'),
    purpose: t.exposeString('purpose'),
  }),
});

builder.prismaNode('Domain', {
  id: { field: 'id' },
  select: { id: true },
  findUnique: (id, ctx) => ({ id, companyId: callerCompanyId(ctx) }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'The host name as people read it: an internationalised name in Unicode (bücher.de), any other the same as domain.',
    }),
    domain: t.exposeString('domain', {
      description: 'The host name learners use, e.g. learn.example.com; an internationalised name in its ASCII (punycode) form, xn--bcher-kva.de.',
    }),
    subdomain: t.exposeString('subdomain', { nullable: true, description: 'The first label of a host with three or more (learn.example.com → learn).' }),
    status: t.expose('status', { type: DomainStatusEnum }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    lastCheckedAt: t.expose('lastCheckedAt', { type: 'DateTime', nullable: true, description: 'When DNS was last looked up for it.' }),
    nextCheckAt: t.expose('nextCheckAt', { type: 'DateTime', nullable: true, description: 'When the next automatic check is due; null when none is.' }),
    missing: t.stringList({
      select: { missing: true },
      description: 'What the last check found missing or wrong, in words (empty once verified).',
      resolve: (d) => d.missing ?? [],
    }),
    records: t.field({
      type: [DnsRecordRef],
      select: { domain: true, verificationToken: true },
      description: 'The DNS records that connect it: a CNAME (or an A record for a root domain) and the TXT record that proves ownership.',
      resolve: (d, _args, ctx) => recordsFor(d.domain, d.verificationToken, ctx.deps.config.domains),
    }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  domains: t.relation('domains', {
    description: "The company's custom domains, oldest first.",
    query: { orderBy: domains.DOMAIN_ORDER },
  }),
}));

builder.prismaObjectFields('LearningMaterial', (t) => ({
  domain: t.relation('domain', { nullable: true, description: 'Where learners open it; null for the default address.' }),
  domainShareUrl: t.string({
    nullable: true,
    select: { slug: true, company: { select: { slug: true } }, domain: { select: { domain: true, status: true } } },
    description: "The material's address on its custom domain's hub, once that domain is verified; null otherwise (it is shared at its view path).",
    resolve: (m, _args, ctx) =>
      m.domain?.status === 'VERIFIED' ? `${domainOrigin(ctx.deps.config, m.domain.domain)}/${m.company.slug}/hub/${encodeURIComponent(m.slug)}` : null,
  }),
}));

/** A Domain's global id → its uuid; anything else becomes "" (the service's "not found"). */
function domainUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Domain' ? id : '';
  } catch {
    return '';
  }
}

const DomainPayload = builder.objectRef<{ id: string; message: string }>('DomainPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    domain: t.prismaField({
      type: 'Domain',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.domain.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const DeleteDomainPayload = builder.objectRef<{ id: string; message: string }>('DeleteDomainPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    deletedDomainId: t.id({ description: "Global id of the deleted Domain (for Relay's @deleteEdge).", resolve: (p) => encodeGlobalID('Domain', p.id) }),
  }),
});

const AddDomainInput = builder.inputType('AddDomainInput', {
  fields: (t) => ({ domainName: t.string({ required: true, description: 'learn.yourcompany.com or yourcompany.com: no https://, no www.' }) }),
});
const UpdateDomainInput = builder.inputType('UpdateDomainInput', {
  fields: (t) => ({ domainId: t.id({ required: true }), domainName: t.string({ required: true }) }),
});
const DomainIdInput = builder.inputType('DomainIdInput', { fields: (t) => ({ domainId: t.id({ required: true }) }) });

export const DOMAIN_ADDED = 'Domain added. Create the DNS records below, then check it.';
export const DOMAIN_UPDATED = 'Domain updated. Create the DNS records below, then check it.';

builder.mutationFields((t) => ({
  addDomain: t.field({
    type: DomainPayload,
    errors: { types: [...commonErrors] },
    description: "Adds a custom domain to the caller's company (Owners and Team Admins). It starts PENDING.",
    args: { input: t.arg({ type: AddDomainInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: (await domains.addDomain(ctx.deps, ctx.actor, input)).id, message: DOMAIN_ADDED }),
  }),
  updateDomain: t.field({
    type: DomainPayload,
    errors: { types: [...commonErrors] },
    description: 'Renames a domain; a new name is PENDING again until its records are found.',
    args: { input: t.arg({ type: UpdateDomainInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const d = await domains.updateDomain(ctx.deps, ctx.actor, { domainId: domainUuid(String(input.domainId)), domainName: input.domainName });
      return { id: d.id, message: DOMAIN_UPDATED };
    },
  }),
  deleteDomain: t.field({
    type: DeleteDomainPayload,
    errors: { types: [...commonErrors] },
    description: 'Deletes a domain with its sign-in design; its materials go back to the default address.',
    args: { input: t.arg({ type: DomainIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const d = await domains.deleteDomain(ctx.deps, ctx.actor, domainUuid(String(input.domainId)));
      return { id: d.id, message: domains.DOMAIN_DELETED };
    },
  }),
  verifyDomain: t.field({
    type: DomainPayload,
    errors: { types: [...commonErrors] },
    description: '"Check now": looks up the domain\'s DNS records at once and returns its new status.',
    args: { input: t.arg({ type: DomainIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const d = await domains.verifyDomain(ctx.deps, ctx.actor, domainUuid(String(input.domainId)));
      // Named as people read it (bücher.de rather than xn--bcher-kva.de).
      const message = d.status === 'VERIFIED' ? `${d.name} is verified.` : `${d.name} is not verified yet.`;
      return { id: d.id, message };
    },
  }),
}));
