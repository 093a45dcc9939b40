import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";
import { parseWalkthroughDraft } from "../modules/walkthroughs/walkthrough-data.js";
import { demoUsers, seedDemo } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedDemo", () => {
  it("seeds one user of each role, materials and learners once; later starts change nothing", async () => {
    expect(await seedDemo(t.deps)).toBe(true);
    const company = await t.prisma.company.findUniqueOrThrow({ where: { slug: "demo" }, include: { memberships: true } });
    expect(company.memberships.map((m) => m.role).sort()).toEqual(["MEMBER", "OWNER", "TEAM_ADMIN", "VIEW_ONLY"]);
    expect(await t.prisma.learningMaterial.count({ where: { companyId: company.id } })).toBeGreaterThan(3);
    expect(await t.prisma.learner.count({ where: { companyId: company.id } })).toBeGreaterThan(3);

    expect(await seedDemo(t.deps)).toBe(false);
    expect(await t.prisma.company.count()).toBe(1);
  });

  it("publishes a Getting started walkthrough with valid steps, every editor layer type, alt texts and served screenshots", async () => {
    const m = await t.prisma.learningMaterial.findFirstOrThrow({ where: { slug: "getting-started" }, include: { revisions: true } });
    const { data } = parseWalkthroughDraft(m.kind, m.draftData, m.draftConfig);
    const steps = data as { altText: string; backgroundUrl: string | null; layers: { type: string }[] }[];
    expect(steps).toHaveLength(4);
    expect(steps.every((s) => s.altText.length > 20)).toBe(true);
    expect(new Set(steps.flatMap((s) => s.layers.map((l) => l.type)))).toEqual(new Set(["text", "rect", "hotspot", "line", "textInput", "dropdown"]));
    expect(m.publishedData).toEqual(m.draftData);
    expect(m.publishedRevision).toBe(m.revision);
    expect(m.revisions.map((r) => r.revision)).toEqual([m.revision]);
    const background = await t.fetch(steps[0].backgroundUrl!);
    expect(background.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await background.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("does not seed again after the demo workspace was renamed", async () => {
    const owner = await t.gql(`mutation ($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, {
      i: { email: demoUsers[0].email, password: "demo-password-1" },
    });
    const token = owner.data.signIn.token;
    const renamed = await t.gql(`mutation { renameWorkspace(input: { workspaceName: "demo-co" }) { __typename } }`, {}, token);
    expect(renamed.data.renameWorkspace.__typename).toBe("CompanyPayload");

    expect(await seedDemo(t.deps)).toBe(false);
    expect(await t.prisma.company.count()).toBe(1);
  });
});
