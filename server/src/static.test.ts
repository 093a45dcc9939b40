import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClient } from "./static.js";
import { createTestApp, type TestApp } from "./test/harness.js";

let dist: string;
let app: Hono;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "lh-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
  await writeFile(path.join(dist, "assets", "main-abc.js"), "console.log(1)");
  app = new Hono();
  app.get("*", serveClient(dist));
});

describe("serveClient", () => {
  it("falls back to index.html for app routes, which other sites may not frame", async () => {
    const res = await app.request("/demo/settings/team");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>app</title>");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  });

  it("lets any site frame the embed player, and only the embed player", async () => {
    const embed = await app.request("/embed/demo/walkthroughs/getting-started");
    expect(embed.status).toBe(200);
    expect(await embed.text()).toContain("<title>app</title>");
    expect(embed.headers.get("content-security-policy")).toBe("frame-ancestors *");
    expect(embed.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/demo/walkthroughs/getting-started", "/demo/walkthroughs/getting-started/edit", "/embedded/x", "/embed"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(res.headers.get("content-security-policy"), path).toBe("frame-ancestors 'self'");
    }
  });

  it("serves hashed assets for a year, and a missing asset is a 404, not the app", async () => {
    const asset = await app.request("/assets/main-abc.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect((await app.request("/assets/missing.js")).status).toBe(404);
  });

  it("never serves files outside the build folder", async () => {
    const res = await app.request("/../../etc/passwd");
    expect(await res.text()).not.toContain("root:");
  });
});

describe("GraphQL CORS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("allows any origin without credentials (callers use bearer tokens, not cookies)", async () => {
    const res = await t.fetch("/graphql", { method: "OPTIONS", headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" } });
    expect(["*", "https://elsewhere.example"]).toContain(res.headers.get("access-control-allow-origin"));
    expect(res.headers.get("access-control-allow-credentials")).not.toBe("true");
  });
});
