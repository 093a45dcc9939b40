/** REST: a company's LRS forwarders (issue 26 §2 — /lrs_forwarders): add, list, remove, replay the dead letters. */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { LrsForwarder } from '../../generated/prisma/client.js';
import { lrsForwarders } from '../../modules/xapi/index.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const TAG = 'LRS forwarding';
const FORWARDER_FIELDS =
  '{ id, name, url, username, verb_ids, material_ids, enabled, failing_since, pending_statements, dead_letters: [{ id, statement_ids, attempts, last_status, last_error, created_at }], created_at }';

async function forwarderDto(c: RestContext, f: LrsForwarder) {
  const deps = c.var.deps;
  const dead = await lrsForwarders.deadLetters(deps, c.var.actor, f.id);
  return {
    id: f.id,
    name: f.name,
    url: f.url,
    username: f.username,
    verb_ids: f.verbIds,
    material_ids: f.materialIds,
    enabled: f.enabled,
    failing_since: f.failingSince?.toISOString() ?? null,
    pending_statements: await lrsForwarders.pendingStatements(deps, f.id),
    dead_letters: dead.map((d) => ({
      id: d.id,
      statement_ids: d.statementIds,
      attempts: d.attempts,
      last_status: d.lastStatus,
      last_error: d.lastError,
      created_at: d.createdAt.toISOString(),
    })),
    created_at: f.createdAt.toISOString(),
  };
}

const id = (c: RestContext) => c.req.param('id') ?? '';

export function lrsForwardersRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/lrs_forwarders',
      tag: TAG,
      summary: "Forward the company's statements to another LRS (its xAPI endpoint and Basic credentials; optionally only some verbs or materials)",
      auth: 'staff',
      permission: 'integrations.manage',
      body: z.object({
        name: z.string().nullable().optional(),
        url: z.string(),
        username: z.string(),
        password: z.string(),
        verb_ids: z.array(z.string()).optional(),
        material_ids: z.array(z.string()).optional(),
      }),
      responses: { 201: FORWARDER_FIELDS, 422: '{ error, errors: { url | username | password | verb_ids | material_ids } }' },
    },
    async (c, body) => {
      const made = await lrsForwarders.addForwarder(c.var.deps, c.var.actor, {
        name: body.name,
        url: body.url,
        username: body.username,
        password: body.password,
        verbIds: body.verb_ids ?? [],
        materialIds: body.material_ids ?? [],
      });
      return c.json(await forwarderDto(c, made), 201);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/lrs_forwarders',
      tag: TAG,
      summary: "The company's LRS forwarders, oldest first, with their waiting statements and dead letters",
      auth: 'staff',
      permission: 'integrations.read',
      responses: { 200: `{ lrs_forwarders: [${FORWARDER_FIELDS}] }` },
    },
    async (c) => {
      const rows = await lrsForwarders.listForwarders(c.var.deps, c.var.actor);
      return c.json({ lrs_forwarders: await Promise.all(rows.map((f) => forwarderDto(c, f))) });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/lrs_forwarders/:id',
      tag: TAG,
      summary: 'Stop forwarding to an LRS (batches waiting for it are dropped)',
      auth: 'staff',
      permission: 'integrations.manage',
      responses: { 200: '{ message }', 404: 'no such forwarder in this company' },
    },
    async (c) => {
      await lrsForwarders.removeForwarder(c.var.deps, c.var.actor, id(c));
      return c.json({ message: lrsForwarders.FORWARDER_REMOVED });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/lrs_forwarders/:id/replay',
      tag: TAG,
      summary: "Send the forwarder's dead letters again, on a fresh retry schedule",
      auth: 'staff',
      permission: 'integrations.manage',
      responses: { 200: '{ message, replayed_batches }', 404: 'no such forwarder in this company' },
    },
    async (c) => {
      const count = await lrsForwarders.replayDeadLetters(c.var.deps, c.var.actor, id(c));
      return c.json({ message: lrsForwarders.replayedMessage(count), replayed_batches: count });
    },
  );
}
