/**
 * The benchmark's baseline: the viewer query answered by a bare `node:http` handler with
 * hand-written SQL, no framework, no GraphQL, no ORM. Same token check and the same data as the
 * real server (session by token hash, membership, user + profile, company, memberships with their
 * companies and their count), same JSON out. Whatever the real server spends beyond this is the
 * price of Hono + Yoga + Pothos + Prisma.
 *
 * Env: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (the PGlite directory under it).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Rows = { rows: Record<string, any>[] };
type Sql = { query(text: string, params: unknown[]): Promise<Rows> };

async function connect(): Promise<Sql> {
  if (process.env.DATABASE_URL) {
    // Same pool size as the real server's PrismaPg adapter.
    return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) as Sql;
  }
  const db = new PGlite(path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite'));
  await db.waitReady;
  return db as unknown as Sql;
}

const sql = await connect();

const avatarUrl = (key: string | null) => (key ? `/uploads/${key}` : null);

/** The `viewer` object for a bearer token, or null (what `{ viewer { … } }` resolves to). */
async function viewer(token: string | null) {
  if (!token) return null;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const session = (await sql.query(`SELECT "userId", "companyId", "expiresAt", "revokedAt" FROM "Session" WHERE "tokenHash" = $1`, [tokenHash])).rows[0];
  if (!session || session.revokedAt || new Date(session.expiresAt) <= new Date()) return null;
  let role: string | null = null;
  if (session.companyId) {
    const m = await sql.query(`SELECT "role"::text AS role FROM "Membership" WHERE "companyId" = $1 AND "userId" = $2`, [session.companyId, session.userId]);
    role = m.rows[0]?.role ?? null;
  }
  const companyId = role ? session.companyId : null;
  const [user, company, memberships, count] = await Promise.all([
    sql.query(
      `SELECT u."email", p."firstName", p."lastName", p."avatarKey", p."id" AS "profileId" FROM "User" u LEFT JOIN "Profile" p ON p."userId" = u."id" WHERE u."id" = $1`,
      [session.userId],
    ),
    companyId ? sql.query(`SELECT "name", "slug" FROM "Company" WHERE "id" = $1`, [companyId]) : Promise.resolve({ rows: [] } as Rows),
    sql.query(
      `SELECT m."role"::text AS role, c."name", c."slug" FROM "Membership" m JOIN "Company" c ON c."id" = m."companyId" WHERE m."userId" = $1 ORDER BY m."createdAt" ASC LIMIT 50`,
      [session.userId],
    ),
    sql.query(`SELECT COUNT(*)::int AS n FROM "Membership" WHERE "userId" = $1`, [session.userId]),
  ]);
  const u = user.rows[0]!;
  const c = company.rows[0];
  return {
    user: {
      email: u.email,
      name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
      profile: u.profileId ? { firstName: u.firstName, lastName: u.lastName, avatarUrl: avatarUrl(u.avatarKey) } : null,
    },
    company: c ? { name: c.name, slug: c.slug } : null,
    role,
    memberships: {
      totalCount: count.rows[0]!.n,
      edges: memberships.rows.map((m) => ({ node: { role: m.role, company: { name: m.name, slug: m.slug } } })),
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"ok":true}`);
      return;
    }
    // Parse the request like a GraphQL server would; this handler only knows one query.
    JSON.parse((await readBody(req)) || '{}');
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const body = JSON.stringify({ data: { viewer: await viewer(token) } });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
  }
});

server.listen(Number(process.env.PORT ?? 4100), '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
