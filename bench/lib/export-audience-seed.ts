/**
 * A company with many learners for the audience export benchmark, written with set-based SQL
 * (INSERT … SELECT over generate_series) through Prisma: 10,000 learners take a few statements,
 * not 10,000 round trips. Learner i (1-based, in their e-mail `learner{i}@bench.example.com`) gets,
 * by simple rules on i, so every run writes the same data:
 *
 * - a first and last name from lists with accented, Greek and Chinese names; every 50th
 *   (i ≡ 7 mod 50) a first name starting with '=' (a spreadsheet formula: the export escapes it);
 * - one or two learning groups; first activity 30–329 days ago, latest 0–39 days ago (Engaged,
 *   Neutral and At Risk all occur), study time up to 10 h; every 97th has no activity at all;
 * - every 10th: progress in 1 to 3 of three published materials (opens, completions, study
 *   seconds), every 40th of those an overdue path step (At Risk, "1 step overdue"), every 70th
 *   below the pass mark; every 20th a satisfaction score; every 50th an uploaded file.
 */
import { hashPassword } from '../../server/src/lib/passwords.js';
import type { Database } from '../../server/src/db/database.js';
import { keepLearnerRiskFacts } from '../../server/src/modules/progress/index.js';

const FIRST = ['Ava', 'José', 'Zoë', 'Ελένη', 'Γιώργος', '芳', '伟', 'Chloé', 'Łukasz', 'Søren', 'François', 'Åsa', 'Mónica', 'Νίκος', '秀英', 'Ben'];
const LAST = ['Nguyen', 'Müller', 'Παπαδοπούλου', '王', '李', 'García', 'Østergaard', 'Dvořák', 'Okafor', 'Καραγιάννης', '张', 'Núñez', 'Silva'];
const GROUPS = ['technology', 'education', 'business', 'marketing', 'ventes', 'πωλήσεις', '销售'];

export type AudienceCompany = { id: string; slug: string; owner: { email: string; password: string } };

export async function seedAudienceCompany(db: Database, learners: number): Promise<AudienceCompany> {
  const { prisma } = db;
  const slug = 'bench-audience';
  const owner = { email: 'owner@bench-audience.example.com', password: 'bench-password-1' };
  const company = await prisma.company.create({ data: { name: 'Bench Audience', slug, timeZone: 'Europe/Athens' } });
  await prisma.user.create({
    data: {
      email: owner.email,
      passwordHash: await hashPassword(owner.password),
      confirmedAt: new Date(),
      termsAcceptedAt: new Date(),
      profile: { create: { firstName: 'Bench', lastName: 'Owner' } },
      memberships: { create: { companyId: company.id, role: 'OWNER' } },
    },
  });
  await prisma.learningMaterial.createMany({
    data: [
      { kind: 'PATH' as const, slug: 'bench-path', name: 'Bench path' },
      { kind: 'WALKTHROUGH' as const, slug: 'bench-tour', name: 'Bench tour' },
      { kind: 'DOC' as const, slug: 'bench-doc', name: 'Bench doc' },
    ].map((m) => ({ ...m, companyId: company.id, status: 'PUBLISHED' as const, publishedAt: new Date() })),
  });

  const now = `(now() AT TIME ZONE 'UTC')`;
  // The learner's number, from their e-mail.
  const n = `substring(l."email" from 'learner(\\d+)@')::int`;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Learner" ("id", "companyId", "email", "firstName", "lastName", "learningGroups", "learningStartAt", "lastActivityAt",
       "studyMinutes", "studySeconds", "createdAt")
     SELECT gen_random_uuid(), $1::uuid, 'learner' || i || '@bench.example.com',
       CASE WHEN i % 50 = 7 THEN '=SUM(1+1)' ELSE ($2::text[])[1 + i % cardinality($2::text[])] END,
       ($3::text[])[1 + (i / 7) % cardinality($3::text[])],
       ARRAY[($4::text[])[1 + i % cardinality($4::text[])]]
         || CASE WHEN i % 3 = 0 THEN ARRAY[($4::text[])[1 + (i / 3 + 1) % cardinality($4::text[])]] ELSE ARRAY[]::text[] END,
       CASE WHEN i % 97 = 0 THEN NULL ELSE ${now} - (30 + i % 300) * interval '1 day' - (i % 1440) * interval '1 minute' END,
       CASE WHEN i % 97 = 0 THEN NULL ELSE ${now} - (i % 40) * interval '1 day' - ((i * 13) % 1440) * interval '1 minute' END,
       CASE WHEN i % 97 = 0 THEN 0 ELSE ((i * 7919) % 36000) / 60 END,
       CASE WHEN i % 97 = 0 THEN 0 ELSE (i * 7919) % 36000 END,
       ${now} - i * interval '1 second'
     FROM generate_series(1, $5::int) AS i`,
    company.id,
    FIRST,
    LAST,
    GROUPS,
    learners,
  );
  // Materials k = 1 (path), 2, 3: learner n (every 10th) has progress in the first 1 + (n / 10) % 3.
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Progress" ("id", "companyId", "learnerId", "materialId", "status", "minutes", "seconds", "currentStep", "opens",
       "completedAt", "nextDueDay", "belowPassMark", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), l."companyId", l."id", m."id",
       (CASE WHEN (l.n + m.k) % 3 = 0 THEN 'COMPLETED' ELSE 'IN_PROGRESS' END)::"ProgressStatus",
       (l.n * m.k % 3600) / 60, l.n * m.k % 3600, 1 + m.k, 1 + (l.n + m.k) % 4,
       CASE WHEN (l.n + m.k) % 3 = 0 THEN ${now} - (l.n % 20) * interval '1 day' END,
       CASE WHEN m.k = 1 AND (l.n + m.k) % 3 <> 0 AND l.n % 40 = 0 THEN current_date - 3 END,
       m.k = 1 AND l.n % 70 = 0,
       ${now}, ${now}
     FROM (SELECT l.*, ${n} AS n FROM "Learner" l WHERE l."companyId" = $1::uuid) l
     JOIN (SELECT m."id", row_number() OVER (ORDER BY m."slug" = 'bench-path' DESC, m."slug") AS k
           FROM "LearningMaterial" m WHERE m."companyId" = $1::uuid) m ON m.k <= 1 + (l.n / 10) % 3
     WHERE l.n % 10 = 0`,
    company.id,
  );
  const pathId = `(SELECT "id" FROM "LearningMaterial" WHERE "companyId" = $1::uuid AND "slug" = 'bench-path')`;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "SatisfactionScore" ("id", "companyId", "learnerId", "materialId", "score")
     SELECT gen_random_uuid(), l."companyId", l."id", ${pathId},
       (ARRAY['ANGRY', 'SAD', 'NEUTRAL', 'HAPPY', 'EXCITED'])[1 + (${n} / 20) % 5]::"SatisfactionValue"
     FROM "Learner" l WHERE l."companyId" = $1::uuid AND ${n} % 20 = 0`,
    company.id,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Upload" ("id", "companyId", "key", "filename", "contentType", "size", "purpose")
     SELECT gen_random_uuid(), l."companyId", 'bench/' || l."id" || '.csv', 'notes.csv', 'text/csv', 42, 'file'
     FROM "Learner" l WHERE l."companyId" = $1::uuid AND ${n} % 50 = 0`,
    company.id,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "LearnerFile" ("id", "companyId", "learnerId", "materialId", "uploadId", "fileName", "fileType", "updatedAt")
     SELECT gen_random_uuid(), l."companyId", l."id", ${pathId}, u."id", 'notes.csv', 'csv', ${now}
     FROM "Learner" l JOIN "Upload" u ON u."key" = 'bench/' || l."id" || '.csv'
     WHERE l."companyId" = $1::uuid`,
    company.id,
  );
  // The rows were written here, not by learners' writes: sum their risk facts on the learners.
  await keepLearnerRiskFacts(prisma, { companyId: company.id });
  return { id: company.id, slug, owner };
}

/** How many rows the seed wrote, for the report. */
export async function seededCounts(db: Database, companyId: string) {
  const [row] = await db.prisma.$queryRawUnsafe<Record<string, number>[]>(
    `SELECT (SELECT COUNT(*)::int FROM "Learner" WHERE "companyId" = $1::uuid) AS "learners",
       (SELECT COUNT(*)::int FROM "Progress" WHERE "companyId" = $1::uuid) AS "progress",
       (SELECT COUNT(*)::int FROM "SatisfactionScore" WHERE "companyId" = $1::uuid) AS "scores",
       (SELECT COUNT(*)::int FROM "LearnerFile" WHERE "companyId" = $1::uuid) AS "files"`,
    companyId,
  );
  return row!;
}
