/**
 * LRS forwarding in GraphQL (Settings → LRS forwarding): the company's forwarders as nodes with
 * their waiting statements and dead letters, and the mutations that add, remove and replay
 * (forwarders.service.ts has the rules). The password is write-only.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { LrsForwardBatch } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { permittedCompanyId } from '../../graphql/tenancy.js';
import { materialUuid } from '../materials/index.js';
import * as forwarders from './forwarders.service.js';

const DeadLetterRef = builder.objectRef<LrsForwardBatch>('LrsDeadLetter').implement({
  description: 'A batch of statements the LRS did not take after every retry.',
  fields: (t) => ({
    id: t.exposeID('id'),
    statementCount: t.int({ resolve: (b) => b.statementIds.length }),
    statementIds: t.exposeStringList('statementIds'),
    attempts: t.exposeInt('attempts'),
    lastStatus: t.exposeInt('lastStatus', { nullable: true, description: "The LRS's last HTTP status; null when it did not answer." }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaNode('LrsForwarder', {
  id: { field: 'id' },
  select: { id: true },
  authScopes: { permission: 'integrations.read' },
  findUnique: (id, ctx) => ({ id, companyId: permittedCompanyId(ctx, 'integrations.read') }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url', { description: "The LRS's xAPI endpoint; statements are POSTed to {url}/statements." }),
    username: t.exposeString('username'),
    verbIds: t.exposeStringList('verbIds', { description: 'Only statements with these verbs; empty: all.' }),
    materials: t.prismaField({
      type: ['LearningMaterial'],
      description: 'Only statements about these materials; empty: all.',
      // At most 10 forwarders per company: one lookup each is fine.
      resolve: async (query, f, _args, ctx) => {
        const row = await ctx.deps.prisma.lrsForwarder.findUniqueOrThrow({ where: { id: f.id }, select: { companyId: true, materialIds: true } });
        return ctx.deps.prisma.learningMaterial.findMany({
          ...query,
          where: { companyId: row.companyId, id: { in: row.materialIds } },
          orderBy: { name: 'asc' },
        });
      },
    }),
    enabled: t.exposeBoolean('enabled'),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'The first failure since the last success; null while healthy.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    pendingStatements: t.int({
      select: { id: true },
      description: 'Statements waiting to be sent (or retried).',
      resolve: (f, _args, ctx) => forwarders.pendingStatements(ctx.deps, f.id),
    }),
    deadLetters: t.field({
      type: [DeadLetterRef],
      select: { id: true },
      description: 'Batches that failed every retry, newest first (at most 50).',
      resolve: (f, _args, ctx) => forwarders.deadLetters(ctx.deps, ctx.actor, f.id),
    }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  lrsForwarders: t.relation('lrsForwarders', {
    authScopes: { permission: 'integrations.read' },
    description: 'LRSs the statements are forwarded to, oldest first (Owners and Team Admins).',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
}));

/** An LrsForwarder's global id → its uuid; anything else "" (the service says "not found"). */
function forwarderUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'LrsForwarder' ? id : '';
  } catch {
    return '';
  }
}

const AddPayload = builder.objectRef<{ id: string }>('AddLrsForwarderPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => forwarders.FORWARDER_ADDED }),
    forwarder: t.prismaField({
      type: 'LrsForwarder',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.lrsForwarder.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const RemovePayload = builder.objectRef<{ id: string }>('RemoveLrsForwarderPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => forwarders.FORWARDER_REMOVED }),
    removedForwarderId: t.id({ resolve: (p) => encodeGlobalID('LrsForwarder', p.id) }),
  }),
});

const ReplayPayload = builder.objectRef<{ id: string; count: number }>('ReplayLrsDeadLettersPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: (p) => forwarders.replayedMessage(p.count) }),
    replayedBatches: t.exposeInt('count'),
    forwarder: t.prismaField({
      type: 'LrsForwarder',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.lrsForwarder.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const AddInput = builder.inputType('AddLrsForwarderInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'What staff call it; the host when left out.' }),
    url: t.string({ required: true, description: "The LRS's xAPI endpoint, e.g. https://lrs.example.com/xapi." }),
    username: t.string({ required: true, description: 'Basic credentials: the LRS key.' }),
    password: t.string({ required: true, description: 'Basic credentials: the LRS secret (never read back).' }),
    verbIds: t.stringList({ required: false, description: 'Only these verbs (IRIs); none: all.' }),
    materialIds: t.idList({ required: false, description: 'Only statements about these materials (global ids); none: all.' }),
  }),
});

const forwarderInput = (id: string) => builder.inputType(id, { fields: (f) => ({ forwarderId: f.id({ required: true }) }) });

builder.mutationFields((t) => ({
  addLrsForwarder: t.field({
    type: AddPayload,
    errors: { types: [...commonErrors] },
    description: "Forwards the company's statements to another LRS.",
    args: { input: t.arg({ type: AddInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: (
        await forwarders.addForwarder(ctx.deps, ctx.actor, {
          name: input.name,
          url: input.url,
          username: input.username,
          password: input.password,
          verbIds: input.verbIds ?? [],
          materialIds: (input.materialIds ?? []).map((m) => materialUuid(String(m))),
        })
      ).id,
    }),
  }),
  removeLrsForwarder: t.field({
    type: RemovePayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: forwarderInput('RemoveLrsForwarderInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: (await forwarders.removeForwarder(ctx.deps, ctx.actor, forwarderUuid(String(input.forwarderId)))).id }),
  }),
  replayLrsDeadLetters: t.field({
    type: ReplayPayload,
    errors: { types: [...commonErrors] },
    description: "Sends the forwarder's failed batches again, on a fresh retry schedule.",
    args: { input: t.arg({ type: forwarderInput('ReplayLrsDeadLettersInput'), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = forwarderUuid(String(input.forwarderId));
      return { id, count: await forwarders.replayDeadLetters(ctx.deps, ctx.actor, id) };
    },
  }),
}));
