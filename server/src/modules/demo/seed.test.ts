import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startServerProcess } from '../../test/server-process.js';
import { parseWalkthroughDraft } from '../walkthroughs/index.js';
import { readDraft } from '../content/index.js';
import { DEMO_PASSWORD, demoPassword, demoUsers, seedDemo } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('seeds one user of each role, materials and learners once; later starts change nothing', async () => {
    expect(await seedDemo(t.deps)).toBe(true);
    const company = await t.prisma.company.findUniqueOrThrow({ where: { slug: 'demo' }, include: { memberships: true } });
    expect(company.memberships.map((m) => m.role).sort()).toEqual(['MEMBER', 'OWNER', 'TEAM_ADMIN', 'VIEW_ONLY']);
    expect(await t.prisma.learningMaterial.count({ where: { companyId: company.id } })).toBeGreaterThan(3);
    expect(await t.prisma.learner.count({ where: { companyId: company.id } })).toBeGreaterThan(3);

    expect(await seedDemo(t.deps)).toBe(false);
    expect(await t.prisma.company.count()).toBe(1);
  });

  it("gives the demo learners real progress, made by the hub's services (counts worked out from demo-learners.ts)", async () => {
    const counters = async (slug: string) =>
      t.prisma.learningMaterial.findFirstOrThrow({ where: { slug }, select: { opens: true, uniqueVisits: true, completions: true } });
    // Path: learners 0–5 open it; 0, 2 and 4 complete every step, but 2 answered the graded
    // question wrong (0 of 2 right < the 50 % pass mark), so 2 completions.
    expect(await counters('onboarding-path')).toEqual({ opens: 6, uniqueVisits: 6, completions: 2 });
    // Getting started: all 8 open it, the even ones (0, 2, 4, 6) finish it. Create a report: the odd ones open and finish it.
    expect(await counters('getting-started')).toEqual({ opens: 8, uniqueVisits: 8, completions: 4 });
    expect(await counters('create-a-report')).toEqual({ opens: 4, uniqueVisits: 4, completions: 4 });
    const path = await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: 'onboarding-path' } });
    expect(await t.prisma.activityEvent.count({ where: { materialId: path.id, type: 'COMPLETED' } })).toBe(2);
    // Six first answers, three second ones (0, 2, 4), and the desk files of 0 and 2.
    expect(await t.prisma.learnerResponse.count({ where: { materialId: path.id } })).toBe(6 + 3 + 2);
    expect(await t.prisma.learnerFile.count({ where: { materialId: path.id } })).toBe(2);
    // The rollups follow the spread events: 8 learners added, one first day each; opens 6 + 8 + 4.
    const company = await t.prisma.company.findUniqueOrThrow({ where: { slug: 'demo' } });
    const days = await t.prisma.activityDaily.findMany({ where: { companyId: company.id } });
    expect(days.reduce((s, d) => s + d.newLearners, 0)).toBe(8);
    expect(days.reduce((s, d) => s + d.opens, 0)).toBe(18);
    expect(days.reduce((s, d) => s + d.completions, 0)).toBe(2 + 4 + 4);
    // Answers, files and progress date from their events: none after the learner's last activity
    // (the seed runs now; learner i was last seen i days ago).
    const learners = await t.prisma.learner.findMany({
      where: { companyId: company.id },
      select: {
        lastActivityAt: true,
        responses: { select: { createdAt: true } },
        files: { select: { updatedAt: true } },
        progress: { select: { updatedAt: true } },
      },
    });
    const dates = learners.flatMap((l) =>
      [...l.responses.map((r) => r.createdAt), ...l.files.map((f) => f.updatedAt), ...l.progress.map((p) => p.updatedAt)].map((d) => ({
        d,
        last: l.lastActivityAt!,
      })),
    );
    // 11 responses (above), 2 files; progress: 8 on Getting started, 4 on Create a report, 6 on the path.
    expect(dates.length).toBe(11 + 2 + 8 + 4 + 6);
    expect(dates.filter(({ d, last }) => d.getTime() > last.getTime()).map(({ d, last }) => [d.toISOString(), last.toISOString()])).toEqual([]);
  });

  it('publishes a Getting started walkthrough with valid steps, every editor layer type, alt texts and served screenshots', async () => {
    const m = await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: 'getting-started' }, include: { revisions: true } });
    const draft = await readDraft(t.prisma, m.id);
    const { data } = parseWalkthroughDraft(m.kind, draft, m.draftConfig);
    const steps = data as { altText: string; backgroundUrl: string | null; layers: { type: string }[] }[];
    expect(steps).toHaveLength(4);
    expect(steps.every((s) => s.altText.length > 20)).toBe(true);
    expect(new Set(steps.flatMap((s) => s.layers.map((l) => l.type)))).toEqual(new Set(['text', 'rect', 'hotspot', 'line', 'textInput', 'dropdown']));
    // Published as the draft is, each step stored with its document's schema version.
    expect(m.publishedData).toEqual(draft.map((s: object) => ({ ...s, schemaVersion: 1 })));
    expect(m.publishedRevision).toBe(m.revision);
    expect(m.revisions.map((r) => r.revision)).toEqual([m.revision]);
    const background = await t.fetch(steps[0]!.backgroundUrl!);
    expect(background.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await background.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('publishes a New hire onboarding path that the path rules accept unchanged, playing the demo walkthrough', async () => {
    const m = await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: 'onboarding-path' } });
    const walkthrough = await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: 'getting-started' } });
    const draft = await readDraft(t.prisma, m.id);
    // Valid as seeded: parsing (which fills defaults) changes nothing.
    expect(parseWalkthroughDraft('PATH', draft, []).data).toEqual(draft);
    const types = new Set(draft.flatMap((s: { layers: { type: string }[] }) => s.layers.map((l) => l.type)));
    expect(types).toEqual(
      new Set(['large_text', 'body', 'video', 'multiple_choice', 'walkthrough', 'short_answer', 'checkbox', 'long_answer', 'date', 'file_upload']),
    );
    const tour = draft[1].layers.find((l: { type: string }) => l.type === 'walkthrough');
    expect(tour.source).toBe(encodeGlobalID('Material', walkthrough.id));
    expect(draft.every((s: { dueDate: string }) => s.dueDate > new Date().toISOString().slice(0, 10))).toBe(true);
    expect(m).toMatchObject({ status: 'PUBLISHED', publishedRevision: m.revision });
  });

  it('does not seed again after the demo workspace was renamed', async () => {
    const owner = await t.gql(`mutation ($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, {
      i: { email: demoUsers[0]!.email, password: 'demo-password-1' },
    });
    const token = owner.data.signIn.token;
    const renamed = await t.gql(`mutation { renameWorkspace(input: { workspaceName: "demo-co" }) { __typename } }`, {}, token);
    expect(renamed.data.renameWorkspace.__typename).toBe('CompanyPayload');

    expect(await seedDemo(t.deps)).toBe(false);
    expect(await t.prisma.company.count()).toBe(1);
  });
});

describe('seedDemo started by several processes at once', () => {
  it('seeds once: the others wait for it and then find it done, none fails', { timeout: 120_000 }, async () => {
    const fresh = await createTestApp();
    try {
      // On PostgreSQL (CI) the three run on three connections, as three processes would.
      const results = await Promise.all([seedDemo(fresh.deps), seedDemo(fresh.deps), seedDemo(fresh.deps)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await fresh.prisma.company.count({ where: { slug: 'demo' } })).toBe(1);
      expect(await fresh.prisma.plan.count()).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("demo accounts' password", () => {
  it("is the README's in development and test, a random one in production, DEMO_PASSWORD when set", () => {
    expect(demoPassword({ NODE_ENV: 'development' })).toEqual({ password: DEMO_PASSWORD, random: false });
    expect(demoPassword({ NODE_ENV: 'test' })).toEqual({ password: DEMO_PASSWORD, random: false });
    const first = demoPassword({ NODE_ENV: 'production' });
    const second = demoPassword({ NODE_ENV: 'production' });
    expect(first.random).toBe(true);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.password).not.toBe(second.password);
    expect(demoPassword({ NODE_ENV: 'production', DEMO_PASSWORD: 'chosen-by-operator' })).toEqual({ password: 'chosen-by-operator', random: false });
  });
});

describe('a production start', () => {
  const startProduction = startServerProcess;

  const signIn = async (url: string, password: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($i: SignInInput!) { signIn(input: $i) { __typename } }`,
        variables: { i: { email: demoUsers[0]!.email, password } },
      }),
    });
    return ((await res.json()) as { data: { signIn: { __typename: string } } }).data.signIn.__typename;
  };

  it('creates no demo accounts by default', async () => {
    const server = await startProduction({});
    try {
      expect(await signIn(server.url, DEMO_PASSWORD)).toBe('UnauthenticatedError');
      expect(server.log()).not.toContain('Demo sign-in');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('with SEED_DEMO=true seeds a random password, printed once, and never the published one', async () => {
    const server = await startProduction({ SEED_DEMO: 'true' });
    let password: string;
    try {
      const printed = /^Demo sign-in \(password shown only now\): .+ \/ (\S+)$/m.exec(server.log());
      expect(printed).not.toBeNull();
      password = printed?.[1] ?? '';
      expect(password).not.toBe(DEMO_PASSWORD);
      expect(await signIn(server.url, password)).toBe('AuthPayload');
      expect(await signIn(server.url, DEMO_PASSWORD)).toBe('UnauthenticatedError');
    } finally {
      await server.stop(true);
    }
    // The next start on the same data says nothing about the demo password.
    const again = await startProduction({ SEED_DEMO: 'true' }, server.dataDir);
    try {
      expect(again.log()).not.toContain('Demo sign-in');
      expect(await signIn(again.url, password)).toBe('AuthPayload');
    } finally {
      await again.stop();
    }
  }, 90_000);
});
