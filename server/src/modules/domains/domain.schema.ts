/**
 * Custom domains as Relay nodes, read-only for now: the material settings dialog offers them as
 * its "Domain" choice. Adding, verifying and deleting domains is the domains issue's work.
 */
import { builder } from '../../graphql/builder.js';
import { callerCompanyId } from '../../graphql/tenancy.js';

const DomainStatusEnum = builder.enumType('DomainStatus', { values: ['PENDING', 'VERIFIED', 'FAILED'] as const });

builder.prismaNode('Domain', {
  id: { field: 'id' },
  select: { id: true },
  findUnique: (id, ctx) => ({ id, companyId: callerCompanyId(ctx) }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    domain: t.exposeString('domain', { description: 'The host name learners use, e.g. learn.example.com.' }),
    status: t.expose('status', { type: DomainStatusEnum }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  domains: t.relation('domains', {
    description: "The company's custom domains, oldest first.",
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
}));

builder.prismaObjectFields('LearningMaterial', (t) => ({
  domain: t.relation('domain', { nullable: true, description: 'Where learners open it; null for the default address.' }),
}));
