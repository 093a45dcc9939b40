#!/usr/bin/env node
// `relay-compiler --watch` needs watchman, which is not usable here. This re-runs the compiler
// whenever a source file under client/src or the root schema.graphql changes.
// Usage: node client/scripts/relay-watch.mjs   (from anywhere; npm run relay:watch -w client)
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const srcDir = join(root, 'client', 'src');
const compiler = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'relay-compiler.cmd' : 'relay-compiler');
const DEBOUNCE_MS = 150;

let running = false;
let pending = false;
let timer;

function compile() {
  if (running) {
    pending = true; // one more run after this one, covering every change made meanwhile
    return;
  }
  running = true;
  const started = Date.now();
  const child = spawn(compiler, [], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    running = false;
    const status = code === 0 ? 'ok' : `failed (exit ${code})`;
    console.log(`[relay-watch] ${status} in ${Date.now() - started} ms; watching for changes…`);
    if (pending) {
      pending = false;
      compile();
    }
  });
}

function schedule(reason) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log(`[relay-watch] ${reason} changed`);
    compile();
  }, DEBOUNCE_MS);
}

const isSource = (file) => /\.(ts|tsx|js|jsx|graphql)$/.test(file) && !file.includes('__generated__') && !file.includes('node_modules');

// Recursive fs.watch works on Linux from Node 20.
watch(srcDir, { recursive: true }, (_event, file) => {
  if (file && isSource(file)) schedule(join('client/src', file));
});

// Watch the directory, not the file: schema printers often replace the file (rename), which
// would silently end a watch on the file itself, and the file may not exist yet.
watch(root, (_event, file) => {
  if (file === 'schema.graphql' || file === 'relay.config.js') schedule(file);
});

if (!existsSync(join(root, 'schema.graphql'))) console.log('[relay-watch] waiting for schema.graphql…');
else compile();
