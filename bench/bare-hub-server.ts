/**
 * The hub benchmark's baseline: the first page of a company's hub catalogue, for a visitor (no
 * token), answered by a bare `node:http` handler with hand-written SQL: no framework, no GraphQL,
 * no ORM. Same data and same rule as `hub-catalogue.service.ts` (the company by its current slug
 * or a former one; published materials that are Public or "User Info Required", by name then id;
 * the first published step's background), the same JSON as the client's `HubHomePageQuery`
 * (`learnerViewer` is null: no token). Whatever the real server spends beyond this is the price
 * of Hono + Yoga + Pothos + Prisma.
 *
 * Env: PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (the PGlite directory under it).
 */
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

const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null);
const COMPANY = `c."id", c."name", c."slug", c."logoKey", c."topBarBackground", c."topBarText"`;

/** `hub(companySlug) { … materials(tab: ALL, first) { … } }` for a visitor, or null when there is no such hub. */
async function hub(rawSlug: string, first: number) {
  const slug = rawSlug.trim().toLowerCase();
  if (!slug || slug.length > 64) return null;
  let company = (await sql.query(`SELECT ${COMPANY} FROM "Company" c WHERE c."slug" = $1`, [slug])).rows[0];
  company ??= (await sql.query(`SELECT ${COMPANY} FROM "CompanySlugAlias" a JOIN "Company" c ON c."id" = a."companyId" WHERE a."slug" = $1`, [slug])).rows[0];
  if (!company) return null;
  // The page first (no jsonb read), then the first step's background of those rows only.
  const rows = (
    await sql.query(
      `SELECT p.*, CASE WHEN jsonb_typeof(m."publishedData"->0->'backgroundUrl') = 'string' THEN m."publishedData"->0->>'backgroundUrl' END AS "bg"
       FROM (SELECT "id"::text AS "id", "slug", "name", "description", "kind"::text AS "kind", "thumbnailKey"
             FROM "LearningMaterial"
             WHERE "companyId" = $1 AND "publishedRevision" IS NOT NULL AND "visibility" IN ('PUBLIC', 'GUEST')
             ORDER BY "name" ASC, "id" ASC LIMIT $2) p
       JOIN "LearningMaterial" m ON m."id" = p."id"::uuid
       ORDER BY p."name" ASC, p."id" ASC`,
      [company.id, first + 1],
    )
  ).rows;
  const page = rows.slice(0, first);
  return {
    name: company.name,
    slug: company.slug,
    logoUrl: uploadUrl(company.logoKey),
    topBarBackground: company.topBarBackground,
    topBarText: company.topBarText,
    // A custom domain's sign-in design: null on the app's own address, where the benchmark asks.
    signInDesign: null,
    materials: {
      items: page.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        description: r.description,
        kind: r.kind,
        thumbnailUrl: uploadUrl(r.thumbnailKey),
        firstStepBackgroundUrl: r.bg || null,
      })),
      nextCursor: rows.length > first ? (page.at(-1)?.id ?? null) : null,
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
    // Parse the request like a GraphQL server would; this handler only knows the hub's first page.
    const { variables } = JSON.parse((await readBody(req)) || '{}') as { variables?: { slug?: string } };
    const body = JSON.stringify({ data: { hub: await hub(String(variables?.slug ?? ''), 24), learnerViewer: null } });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
  }
});

server.listen(Number(process.env.PORT ?? 4100), '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
