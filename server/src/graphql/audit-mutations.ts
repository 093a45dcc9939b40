/**
 * Every staff or API token mutation appends one audit entry once it has succeeded (README "Audit
 * log"): the schema's mutation resolvers are wrapped here, in one place, so a mutation added
 * later is audited without anyone remembering to. A result that is one of the errors of the
 * field's union (ForbiddenError, ValidationError…) or a thrown error is no change: no entry.
 * Learners' and visitors' mutations are not staff actions and are not audited; a mutation of a
 * person without a company yet (onboarding) is audited in the company it made, when the service
 * says which (`noteAudit({ companyId })`).
 */
import { errorTypeMap } from '@pothos/plugin-errors';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { type AuditEntryInput, auditActor } from '../audit/audit-log.js';
import { type AuditNotes, auditScope } from '../audit/audit-scope.js';
import type { GraphQLContext } from './context.js';

/** The first `…Id` of the input (or the arguments), as the audit entry's target when the service named none. */
export function targetFromArgs(args: Record<string, unknown>): AuditEntryInput['target'] {
  const input = (args.input && typeof args.input === 'object' ? args.input : args) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    if (!key.endsWith('Id') || typeof value !== 'string' || !value) continue;
    try {
      const { typename, id } = decodeGlobalID(value);
      if (typename && id) return { type: typename, id };
    } catch {
      // not a global id: kept as given
    }
    return { type: key.slice(0, -2), id: value };
  }
  return null;
}

export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, ctx: GraphQLContext, info) => {
      const actor = ctx.actor;
      const notes: AuditNotes = { ip: ctx.ip };
      const result = await auditScope.run(notes, () => resolve(source, args, ctx, info));
      const companyId = notes.companyId ?? actor?.companyId;
      // An error of the field's union comes back as a proxy the errors plugin keeps in errorTypeMap.
      const failed = result instanceof Error || (typeof result === 'object' && result !== null && errorTypeMap.has(result));
      if (actor && !failed && !notes.recorded && companyId) {
        await ctx.deps.audit.append({
          companyId,
          actor: auditActor(actor),
          action: field.name,
          target: notes.target ?? targetFromArgs(args),
          ip: ctx.ip,
          before: notes.before,
          after: notes.after,
        });
      }
      return result;
    };
  }
  return schema;
}
