/** The audit log in GraphQL (Settings → Audit log): `Company.auditLog` and its filter choices. */
import { builder } from '../../graphql/builder.js';
import * as auditLog from './audit-log.service.js';

const TargetRef = builder.objectRef<NonNullable<auditLog.AuditEntryView['target']>>('AuditTarget').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'e.g. "Material", "Membership", "ApiToken", or a REST path parameter\'s name.' }),
    // Not "id": Relay would file every entry's target under the target's id, and two entries about
    // one company would share (and show) one stored target.
    targetId: t.string({ description: "The target's id (a uuid, or a REST path parameter's value).", resolve: (x) => x.id }),
    label: t.string({ nullable: true, resolve: (x) => x.label ?? null }),
  }),
});

const ActorTypeEnum = builder.enumType('AuditActorType', { values: { USER: { value: 'user' }, TOKEN: { value: 'token' } } as const });

const EntryRef = builder.objectRef<auditLog.AuditEntryView>('AuditEntry').implement({
  description: 'One action in the tamper-evident audit log.',
  fields: (t) => ({
    id: t.exposeID('id'),
    seq: t.exposeInt('seq', { description: "1, 2, 3… in the company's chain." }),
    at: t.expose('at', { type: 'DateTime' }),
    action: t.exposeString('action', {
      description: 'The GraphQL mutation ("publishMaterial"), the REST route ("PUT /paths/{slug}/publish"), "signIn" or "audienceExport".',
    }),
    actorType: t.field({ type: ActorTypeEnum, resolve: (e) => e.actorType }),
    actorLabel: t.exposeString('actorLabel', { description: "The person's e-mail, or the token's name." }),
    actorUser: t.exposeString('actorUser', { nullable: true, description: 'The person: who acted, or who made the token that did.' }),
    target: t.field({ type: TargetRef, nullable: true, resolve: (e) => e.target }),
    ip: t.exposeString('ip', { nullable: true }),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before ?? null }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after ?? null }),
    hash: t.exposeString('hash', { description: "SHA-256 of the previous entry's hash and this entry." }),
  }),
});

const PageRef = builder.objectRef<{ entries: auditLog.AuditEntryView[]; total: number; page: number; limit: number }>('AuditLogPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [EntryRef], resolve: (p) => p.entries }),
    totalCount: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('limit'),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  auditLog: t.field({
    type: PageRef,
    authScopes: { permission: 'audit.read' },
    description: 'The audit log, newest first (Owners).',
    args: {
      page: t.arg.int({ required: false, defaultValue: 1 }),
      pageSize: t.arg.int({ required: false, defaultValue: 50, description: '1 to 100.' }),
      actor: t.arg.string({ required: false, description: "A person's e-mail, a user id or a token id." }),
      action: t.arg.string({ required: false }),
      from: t.arg({ type: 'DateTime', required: false }),
      to: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: async (_company, args, ctx) => {
      const page = Math.max(1, args.page ?? 1);
      const limit = Math.min(100, Math.max(1, args.pageSize ?? 50));
      const { entries, total } = await auditLog.listAuditEntries(ctx.deps, ctx.actor, {
        page,
        limit,
        actor: args.actor,
        action: args.action,
        from: args.from,
        to: args.to,
      });
      return { entries, total, page, limit };
    },
  }),
  auditActions: t.stringList({
    authScopes: { permission: 'audit.read' },
    description: 'The action names in the log (the filter offers these).',
    resolve: (_company, _args, ctx) => auditLog.auditActions(ctx.deps, ctx.actor),
  }),
}));
