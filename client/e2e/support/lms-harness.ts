/**
 * An LMS on another origin for packages exported for an LMS (issue 25 §3), in the test's own
 * process:
 *
 * - SCORM: `/scorm12.html` and `/scorm2004.html` put scorm-again's API (the LMS runtime many
 *   LMSs embed) on the window and open the package in a frame. Every value the package sets is
 *   kept in the LMS page's localStorage with scorm-again's answer, and a reload hands the kept
 *   data back as an LMS does on a resumed attempt (entry "resume", location, suspend data).
 * - cmi5: a test LMS with a fetch endpoint (each launch's token handed out once), the state API
 *   (`LMS.LaunchData` and the AU's own documents) and a statement sink checked for the auth token.
 *
 * Packages are served from `/pkg/{name}/…` after `addPackage(name, zipBytes)`.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import yauzl from 'yauzl';

const SCORM_AGAIN = path.resolve(import.meta.dirname, '../../../node_modules/scorm-again/dist');

const TYPES: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css', png: 'image/png', xml: 'application/xml' };

export type Statement = {
  id: string;
  verb: { id: string };
  result?: { completion?: boolean; success?: boolean; duration?: string; score?: { scaled?: number; raw?: number } };
  context?: { registration?: string; contextActivities?: { category?: { id: string }[] }; extensions?: Record<string, unknown> };
};

export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, z) => (error || !z ? reject(error) : resolve(z))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.readEntry();
  });
  return files;
}

function scormPage(standard: 'scorm12' | 'scorm2004', pkg: string): string {
  const is12 = standard === 'scorm12';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test LMS (${standard})</title>
<style>body{margin:0} iframe{border:0;width:100vw;height:100vh}</style>
<script src="/scorm-again/${standard}.js"></script></head>
<body>
<iframe id="course" title="Course"></iframe>
<script>
(function () {
  var KEY = 'lms:${standard}:${pkg}';
  var kept = JSON.parse(localStorage.getItem(KEY) || '{"values":{},"calls":[]}');
  var v = kept.values;
  var api = new window.${is12 ? 'Scorm12API' : 'Scorm2004API'}({ autocommit: false, logLevel: 5 });
  var again = v['${is12 ? 'cmi.core.exit' : 'cmi.exit'}'] === 'suspend';
  ${
    is12
      ? `api.loadFromJSON({ core: { student_id: 'L-1', student_name: 'Tester, Pat', entry: again ? 'resume' : 'ab-initio', lesson_location: again ? (v['cmi.core.lesson_location'] || '') : '', lesson_status: v['cmi.core.lesson_status'] || 'not attempted' }, suspend_data: again ? (v['cmi.suspend_data'] || '') : '' });`
      : `api.loadFromJSON({ learner_id: 'L-1', learner_name: 'Pat Tester', entry: again ? 'resume' : 'ab-initio', location: again ? (v['cmi.location'] || '') : '', suspend_data: again ? (v['cmi.suspend_data'] || '') : '', completion_status: v['cmi.completion_status'] || 'unknown', success_status: v['cmi.success_status'] || 'unknown' });`
  }
  function keep() { localStorage.setItem(KEY, JSON.stringify(kept)); }
  ['${is12 ? 'LMSInitialize' : 'Initialize'}', '${is12 ? 'LMSCommit' : 'Commit'}', '${is12 ? 'LMSFinish' : 'Terminate'}'].forEach(function (name) {
    var call = api[name].bind(api);
    api[name] = function (arg) { var r = call(arg); kept.calls.push(name + '=' + r); keep(); return r; };
  });
  var set = api['${is12 ? 'LMSSetValue' : 'SetValue'}'].bind(api);
  api['${is12 ? 'LMSSetValue' : 'SetValue'}'] = function (element, value) {
    var r = set(element, value);
    var error = String(api['${is12 ? 'LMSGetLastError' : 'GetLastError'}']());
    if (String(r) === 'true') v[element] = String(value);
    else kept.calls.push('refused ' + element + ' (' + error + ')');
    keep();
    return r;
  };
  window.${is12 ? 'API' : 'API_1484_11'} = api;
  document.getElementById('course').src = '/pkg/${pkg}/index.html';
})();
</script>
</body></html>`;
}

export type LmsHarness = {
  origin: string;
  addPackage(name: string, zip: Buffer): Promise<Map<string, Buffer>>;
  /** A cmi5 launch address for the package: a new session of `registration` (fetch URL good once). */
  cmi5Launch(pkg: string, registration: string, activityId: string): string;
  statements: Statement[];
  fetchCalls: { session: string; answered: number }[];
  close(): Promise<void>;
};

export const CMI5_ACTOR = { objectType: 'Agent', name: 'Pat Tester', account: { homePage: 'https://lms.example', name: 'L-1' } };

export async function startLmsHarness(launchData: { moveOn: string; masteryScore?: number }): Promise<LmsHarness> {
  const packages = new Map<string, Map<string, Buffer>>();
  const statements: Statement[] = [];
  const states = new Map<string, string>();
  const sessions = new Map<string, { token: string; fetched: number }>();
  const fetchCalls: { session: string; answered: number }[] = [];
  const tokens = new Set<string>();

  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const send = (res: ServerResponse, status: number, type: string, data: string | Buffer) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(data);
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://lms.test');
    const p = url.pathname;
    if (p === '/scorm12.html' || p === '/scorm2004.html')
      return send(res, 200, 'text/html', scormPage(p.slice(1, -5) as 'scorm12', url.searchParams.get('pkg') ?? ''));
    if (p.startsWith('/scorm-again/')) return send(res, 200, 'text/javascript', readFileSync(path.join(SCORM_AGAIN, path.basename(p))));
    if (p.startsWith('/pkg/')) {
      const [, , name, ...rest] = p.split('/');
      const file = packages.get(name ?? '')?.get(decodeURIComponent(rest.join('/')));
      return file ? send(res, 200, TYPES[p.split('.').pop() ?? ''] ?? 'application/octet-stream', file) : send(res, 404, 'text/plain', 'not found');
    }
    if (p.startsWith('/cmi5/fetch/')) {
      const session = sessions.get(p.slice('/cmi5/fetch/'.length));
      if (!session || req.method !== 'POST') return send(res, 400, 'application/json', '{}');
      session.fetched += 1;
      fetchCalls.push({ session: p, answered: session.fetched });
      // cmi5 §8.2.3: the token is handed out once per launch.
      if (session.fetched > 1) return send(res, 200, 'application/json', JSON.stringify({ 'error-code': '1', 'error-text': 'Already in use' }));
      return send(res, 200, 'application/json', JSON.stringify({ 'auth-token': session.token }));
    }
    if (p.startsWith('/xapi/')) {
      const auth = (req.headers.authorization ?? '').replace(/^Basic /, '');
      if (!tokens.has(auth) || req.headers['x-experience-api-version'] !== '1.0.3') return send(res, 401, 'application/json', '{"error":"unauthorized"}');
      if (p === '/xapi/statements' && req.method === 'POST') {
        const given = JSON.parse(await body(req));
        const list = (Array.isArray(given) ? given : [given]) as Statement[];
        statements.push(...list);
        return send(res, 200, 'application/json', JSON.stringify(list.map((s) => s.id)));
      }
      if (p === '/xapi/activities/state') {
        const stateId = url.searchParams.get('stateId') ?? '';
        const key = `${url.searchParams.get('registration')}|${stateId}`;
        if (stateId === 'LMS.LaunchData' && req.method === 'GET') {
          const contextTemplate = {
            contextActivities: { grouping: [{ id: 'https://lms.example/courses/1', objectType: 'Activity' }] },
            extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': url.searchParams.get('registration') },
          };
          return send(res, 200, 'application/json', JSON.stringify({ contextTemplate, launchMode: 'Normal', ...launchData }));
        }
        if (req.method === 'PUT' || req.method === 'POST') {
          states.set(key, await body(req));
          return send(res, 204, 'text/plain', '');
        }
        const kept = states.get(key);
        return kept ? send(res, 200, 'application/json', kept) : send(res, 404, 'application/json', '{}');
      }
    }
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    statements,
    fetchCalls,
    async addPackage(name, zip) {
      const files = await unzip(zip);
      packages.set(name, files);
      return files;
    },
    cmi5Launch(pkg, registration, activityId) {
      const id = randomUUID();
      const token = Buffer.from(`${id}:secret`).toString('base64');
      sessions.set(id, { token, fetched: 0 });
      tokens.add(token);
      const q = new URLSearchParams({
        endpoint: `${origin}/xapi/`,
        fetch: `${origin}/cmi5/fetch/${id}`,
        actor: JSON.stringify(CMI5_ACTOR),
        registration,
        activityId,
      });
      return `${origin}/pkg/${pkg}/index.html?${q}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
