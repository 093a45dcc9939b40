/**
 * A company's LRS forwarders (issue 26 §2; GraphQL `Company.lrsForwarders`, `addLrsForwarder`,
 * `removeLrsForwarder`, `replayLrsBatches`): where its statements are sent (forwarding.ts), and
 * the batches that failed (the dead letters) to replay. Reading needs `integrations.read`, the
 * rest `integrations.manage` (Owners and Team Admins; tokens `integrations:read`/`:write`). The
 * password is never read back: answers say only that one is set.
 *
 * An address must be http(s) without credentials in it, and (unless
 * WEBHOOKS_ALLOW_PRIVATE_TARGETS) must not resolve to a private or local network: checked when
 * saved and again at every POST (lib/guarded-http.ts), as for webhooks.
 */
import { noteAudit } from '../../audit/audit-scope.js';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { LrsForwardBatch, LrsForwarder } from '../../generated/prisma/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { targetProblem } from '../../lib/guarded-http.js';
import { isUuid } from '../../lib/uuid.js';
import { isIri } from './statement-rules.js';

export const FORWARDER_ADDED = 'Forwarder added. New statements go to this LRS from now on.';
export const FORWARDER_REMOVED = 'Forwarder removed. No more statements are sent to it.';
export const replayedMessage = (count: number) => (count === 1 ? '1 batch will be sent again.' : `${count} batches will be sent again.`);

/** Limits of a forwarder's fields (the name as the settings form allows; addresses, keys and verbs generously). */
export const FORWARDER_NAME_MAX = 100;
export const FORWARDER_TEXT_MAX = 2000;
export const FORWARDER_FILTERS_MAX = 100;

/** At most this many forwarders per company. */
export const LRS_FORWARDERS_PER_COMPANY = 10;

export async function listForwarders(deps: Deps, actor: StaffActor | null): Promise<LrsForwarder[]> {
  const a = requirePermission(actor, 'integrations.read');
  return deps.prisma.lrsForwarder.findMany({ where: { companyId: a.companyId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

async function findOwn(deps: Deps, companyId: string, id: string): Promise<LrsForwarder> {
  const row = isUuid(id) ? await deps.prisma.lrsForwarder.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw new NotFoundError('LRS forwarder not found.');
  return row;
}

export type ForwarderInput = {
  name?: string | null;
  url: string;
  username: string;
  password: string;
  verbIds?: readonly string[];
  materialIds?: readonly string[];
};

export async function addForwarder(deps: Deps, actor: StaffActor | null, input: ForwarderInput): Promise<LrsForwarder> {
  const a = requirePermission(actor, 'integrations.manage');
  const errors: Record<string, string[]> = {};
  let url: URL | null = null;
  try {
    url = new URL(input.url.trim());
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol))
    errors.url = ["Enter the LRS's xAPI endpoint, an http:// or https:// address such as https://lrs.example.com/xapi."];
  else if (url.username || url.password) errors.url = ['Leave the user name and password out of the address: enter them below.'];
  else {
    const problem = await targetProblem(
      url,
      deps.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      'The address points to a private or local network, which forwarding may not reach.',
    );
    if (problem) errors.url = [problem];
  }
  if (input.url.length > FORWARDER_TEXT_MAX) errors.url = [`The address can be at most ${FORWARDER_TEXT_MAX} characters.`];
  if ((input.name ?? '').trim().length > FORWARDER_NAME_MAX) errors.name = [`The name can be at most ${FORWARDER_NAME_MAX} characters.`];
  if (!input.username.trim()) errors.username = ['Enter the user name (the LRS key).'];
  else if (input.username.length > FORWARDER_TEXT_MAX) errors.username = [`The user name can be at most ${FORWARDER_TEXT_MAX} characters.`];
  if (!input.password) errors.password = ['Enter the password (the LRS secret).'];
  else if (input.password.length > FORWARDER_TEXT_MAX) errors.password = [`The password can be at most ${FORWARDER_TEXT_MAX} characters.`];
  const verbIds = [...new Set((input.verbIds ?? []).map((v) => v.trim()).filter(Boolean))];
  const badVerb = verbIds.find((v) => !isIri(v) || v.length > FORWARDER_TEXT_MAX);
  if (verbIds.length > FORWARDER_FILTERS_MAX || (input.materialIds ?? []).length > FORWARDER_FILTERS_MAX) {
    errors.verb_ids = [`A forwarder can name at most ${FORWARDER_FILTERS_MAX} verbs and ${FORWARDER_FILTERS_MAX} materials.`];
  } else if (badVerb) errors.verb_ids = [`A verb is an IRI, such as http://adlnet.gov/expapi/verbs/completed; ${badVerb} is not.`];
  const materialIds = [...new Set(input.materialIds ?? [])];
  if (materialIds.length) {
    const own = materialIds.every(isUuid) ? await deps.prisma.learningMaterial.count({ where: { companyId: a.companyId, id: { in: materialIds } } }) : -1;
    if (own !== materialIds.length) errors.material_ids = ['Choose materials of this company.'];
  }
  if (Object.keys(errors).length) throw new ValidationError('Check the forwarder’s details.', errors);
  if ((await deps.prisma.lrsForwarder.count({ where: { companyId: a.companyId } })) >= LRS_FORWARDERS_PER_COMPANY) {
    throw ValidationError.field('url', `A company can forward to at most ${LRS_FORWARDERS_PER_COMPANY} LRSs.`);
  }
  const made = await deps.prisma.lrsForwarder.create({
    data: {
      companyId: a.companyId,
      name: input.name?.trim() || (url as URL).host,
      url: (url as URL).toString().replace(/\/$/, ''),
      username: input.username.trim(),
      password: input.password,
      verbIds,
      materialIds,
    },
  });
  noteAudit({ target: { type: 'LrsForwarder', id: made.id, label: made.name }, after: audited(made) });
  return made;
}

export async function removeForwarder(deps: Deps, actor: StaffActor | null, id: string): Promise<LrsForwarder> {
  const a = requirePermission(actor, 'integrations.manage');
  const row = await findOwn(deps, a.companyId, id);
  await deps.prisma.lrsForwarder.delete({ where: { id: row.id } });
  noteAudit({ target: { type: 'LrsForwarder', id: row.id, label: row.name }, before: audited(row) });
  return row;
}

/** The forwarder's failed batches (dead letters), newest first. */
export async function deadLetters(deps: Deps, actor: StaffActor | null, forwarderId: string, limit = 50): Promise<LrsForwardBatch[]> {
  const a = requirePermission(actor, 'integrations.read');
  const row = await findOwn(deps, a.companyId, forwarderId);
  return deps.prisma.lrsForwardBatch.findMany({ where: { forwarderId: row.id, status: 'FAILED' }, orderBy: { createdAt: 'desc' }, take: limit });
}

/** How many statements wait to be sent (pending batches), for the settings page. */
export async function pendingStatements(deps: Deps, forwarderId: string): Promise<number> {
  const rows = await deps.prisma.lrsForwardBatch.findMany({ where: { forwarderId, status: 'PENDING' }, select: { statementIds: true } });
  return rows.reduce((n, r) => n + r.statementIds.length, 0);
}

/** Sends the forwarder's dead letters again, on a fresh retry schedule; returns how many batches. */
export async function replayDeadLetters(deps: Deps, actor: StaffActor | null, forwarderId: string): Promise<number> {
  const a = requirePermission(actor, 'integrations.manage');
  const row = await findOwn(deps, a.companyId, forwarderId);
  const replayed = await deps.prisma.$executeRaw`
    UPDATE "LrsForwardBatch" SET "status" = 'PENDING', "retryBase" = "attempts", "nextAttemptAt" = now()
    WHERE "forwarderId" = ${row.id}::uuid AND "status" = 'FAILED'`;
  noteAudit({ target: { type: 'LrsForwarder', id: row.id, label: row.name }, after: { replayedBatches: replayed } });
  return replayed;
}

/** What the audit log keeps of a forwarder (never its password). */
function audited(f: LrsForwarder) {
  return { name: f.name, url: f.url, username: f.username, verbIds: f.verbIds, materialIds: f.materialIds };
}
