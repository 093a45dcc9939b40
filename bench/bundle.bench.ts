/**
 * Bundle sizes per route: the gzip size of the JavaScript each page needs before it renders
 * (the entry plus the static imports of each lazy route module on its path), and what it loads
 * lazily while rendering (its own dynamic imports: the Konva stage of the player, say). Flags
 * the heavy libraries (Konva, ProseMirror, nivo, xlsx, jspdf) wherever they appear.
 *
 * Reads the production build (`npm run build -w client`) and the chunk report that
 * client/build/chunk-report.ts writes; no browser, no server. Run: `npm run bench:bundle`.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { staticClosure, type ChunkReport } from "../client/build/chunk-report.js";

const DIST = path.resolve(import.meta.dirname, "../client/dist");
const REPORT = path.join(DIST, ".vite/chunk-report.json");
const HEAVY = /node_modules\/(konva|react-konva|prosemirror-[\w-]+|@nivo\/[\w-]+|xlsx|jspdf)\//;

const SHELL = "src/features/shell/ShellRoute.tsx";
const page = (p: string) => `src/features/${p}.tsx`;
/** Each route and the lazy route modules React Router loads for it, outermost first. */
const ROUTES: { route: string; chain: string[] }[] = [
  { route: "/sign_in", chain: [page("auth/pages/SignInPage")] },
  { route: "/{company}/walkthroughs (list)", chain: [SHELL, page("materials/WalkthroughsPage")] },
  { route: "/{company}/paths (list)", chain: [SHELL, page("materials/KindListPage")] },
  { route: "/{company}/learning_materials", chain: [SHELL, page("materials/CataloguePage")] },
  { route: "/{company}/settings/team", chain: [SHELL, page("settings/SettingsLayout"), page("team/TeamPage")] },
  { route: "/{company}/walkthroughs/{slug} (viewer)", chain: [SHELL, page("walkthrough-player/pages/ViewerPage")] },
  { route: "/{company}/walkthroughs/{slug}/preview", chain: [page("walkthrough-player/pages/PreviewPage")] },
  { route: "/embed/{company}/walkthroughs/{slug}", chain: [page("walkthrough-player/pages/EmbedPage")] },
  { route: "/{company}/walkthroughs/{slug}/edit (editor)", chain: [SHELL, page("walkthrough-editor/EditorRoute")] },
];

if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: run \`npm run build -w client\` first.`);
  process.exit(1);
}
const chunks = JSON.parse(readFileSync(REPORT, "utf8")) as ChunkReport[];
const byFacade = new Map(chunks.filter((c) => c.facadeModule).map((c) => [c.facadeModule!, c]));
const entry = chunks.find((c) => c.isEntry)!;
const gzip = new Map<string, number>();
const gz = (file: string) => gzip.get(file) ?? gzip.set(file, gzipSync(readFileSync(path.join(DIST, file))).length).get(file)!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const heavyIn = (cs: ChunkReport[]) => [...new Set(cs.flatMap((c) => c.modules).filter((m) => HEAVY.test(m)).map((m) => m.match(HEAVY)![1]))].sort();

const rows = ROUTES.map(({ route, chain }) => {
  const starts = chain.map((facade) => {
    const chunk = byFacade.get(facade);
    if (!chunk) throw new Error(`no chunk for ${facade} (known: ${[...byFacade.keys()].join(", ")})`);
    return chunk;
  });
  const initial = new Map<string, ChunkReport>();
  for (const start of [entry, ...starts]) for (const c of staticClosure(chunks, start.fileName)) initial.set(c.fileName, c);
  // Lazy while rendering: the dynamic imports of the route's own modules (not the entry's, which are the other routes).
  const lazy = new Map<string, ChunkReport>();
  for (const start of starts) {
    for (const c of staticClosure(chunks, start.fileName)) {
      if (c.isEntry) continue;
      for (const d of c.dynamicImports) for (const x of staticClosure(chunks, d)) if (!initial.has(x.fileName)) lazy.set(x.fileName, x);
    }
  }
  const initialBytes = [...initial.keys()].reduce((sum, f) => sum + gz(f), 0);
  const lazyBytes = [...lazy.keys()].reduce((sum, f) => sum + gz(f), 0);
  return { route, initialGzip: initialBytes, lazyGzip: lazyBytes, initialHeavy: heavyIn([...initial.values()]), lazyHeavy: heavyIn([...lazy.values()]) };
});

console.log("\nInitial JavaScript per route (gzip), and what the page loads lazily while rendering\n");
console.log(`${"route".padEnd(46)} ${"initial".padStart(10)} ${"lazy".padStart(10)}  heavy libraries (initial | lazy)`);
for (const r of rows) {
  console.log(`${r.route.padEnd(46)} ${kb(r.initialGzip).padStart(10)} ${kb(r.lazyGzip).padStart(10)}  ${r.initialHeavy.join(", ") || "none"} | ${r.lazyHeavy.join(", ") || "none"}`);
}
const list = rows.filter((r) => r.route.includes("(list)") || r.route.includes("learning_materials"));
const clean = list.every((r) => r.initialHeavy.length === 0 && r.lazyHeavy.length === 0);
console.log(`\nMaterials list routes load no Konva, ProseMirror, nivo, xlsx or jspdf: ${clean ? "yes" : "NO"}`);
mkdirSync(path.resolve(import.meta.dirname, ".out"), { recursive: true });
writeFileSync(path.resolve(import.meta.dirname, ".out/bundle.json"), JSON.stringify(rows, null, 2));
