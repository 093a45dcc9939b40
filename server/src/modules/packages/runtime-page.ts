/**
 * The runtime page a package item plays in (issue 25 §2), served by the package origin: it gives
 * the item the SCORM API (scorm-again's Scorm12API or Scorm2004API, as `window.API` or
 * `window.API_1484_11`, which a SCO finds by walking up its parent frames), opens the item in a
 * frame of its own, and relays every commit to the hub page that framed it by `postMessage`, to
 * that page's origin only. It takes its start (the learner's resume data) only from a message of
 * the app's origin sent by its parent. The page itself holds nothing of the learner's: no token,
 * no cookie of the app (another origin), only what the hub page hands it for this item.
 *
 * Messages (all with `source`):
 * - runtime → app `{ source: 'learnhub-package-runtime', type: 'ready', identifier }`
 * - app → runtime `{ source: 'learnhub-app', type: 'start', resume: { location, suspendData, completion, success, scoreRaw, totalSeconds } | null, learner: { id, name } }`
 * - runtime → app `{ source: 'learnhub-package-runtime', type: 'commit', identifier, commit, terminate }`
 *   (`commit`: scorm-again's structured commit: completionStatus, successStatus, score, totalTimeSeconds, runtimeData)
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** scorm-again's browser builds (each defines one global class). */
export const RUNTIME_LIBRARIES = {
  'scorm12.js': require.resolve('scorm-again/scorm12/min'),
  'scorm2004.js': require.resolve('scorm-again/scorm2004/min'),
} as const;

export type RuntimeConfig = {
  appOrigin: string;
  standard: 'scorm12' | 'scorm2004';
  identifier: string;
  title: string;
  /** The item's file on the package origin (under the same grant). */
  launchUrl: string;
  sco: boolean;
};

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function runtimePage(config: RuntimeConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(config.title)}</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{border:0;width:100%;height:100%;display:block}#lh-status{font:16px/1.5 system-ui,sans-serif;padding:24px;color:#363841}</style>
</head>
<body>
<p id="lh-status" role="status">Loading the course…</p>
<iframe id="lh-sco" title="${escapeHtml(config.title)}" hidden></iframe>
<script type="application/json" id="lh-runtime">${scriptJson(config)}</script>
<script src="/runtime/${config.standard}.js"></script>
<script src="/runtime/runtime.js"></script>
</body>
</html>
`;
}

/** The page's own script (served as /runtime/runtime.js: the page's CSP allows no inline script). */
export const RUNTIME_SCRIPT = `(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('lh-runtime').textContent);
  var frame = document.getElementById('lh-sco');
  var status = document.getElementById('lh-status');
  var started = false;
  function post(message) {
    message.source = 'learnhub-package-runtime';
    message.identifier = config.identifier;
    window.parent.postMessage(message, config.appOrigin);
  }
  // scorm-again's commits go to the hub page instead of an address: the page records them as the learner.
  var relay = {
    processHttpRequest: function (_url, params, _immediate, _log, _listeners, metadata) {
      post({ type: 'commit', commit: JSON.parse(JSON.stringify(params)), terminate: !!(metadata && metadata.isTerminateCommit) });
      return { result: true, errorCode: 0 };
    },
    updateSettings: function () {}
  };
  function clock(seconds) {
    var s = Math.floor(seconds);
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    return pad(Math.floor(s / 3600)) + ':' + pad(Math.floor((s % 3600) / 60)) + ':' + pad(s % 60);
  }
  function resumeData(resume, learner) {
    var r = resume || {};
    var again = !!(r.location || r.suspendData);
    if (config.standard === 'scorm12') {
      var core = { student_id: learner.id || '', student_name: learner.name || '', entry: again ? 'resume' : 'ab-initio', lesson_location: r.location || '' };
      if (resume && (r.completion === 'completed' || r.success === 'passed' || r.success === 'failed')) core.lesson_status = r.success === 'passed' ? 'passed' : r.success === 'failed' ? 'failed' : r.completion === 'completed' ? 'completed' : 'incomplete';
      if (r.scoreRaw !== null && r.scoreRaw !== undefined) core.score = { raw: String(r.scoreRaw) };
      // The time of earlier sessions: scorm-again adds this one's to it in every commit.
      if (r.totalSeconds) core.total_time = clock(r.totalSeconds);
      return { core: core, suspend_data: r.suspendData || '' };
    }
    var data = { learner_id: learner.id || '', learner_name: learner.name || '', entry: again ? 'resume' : 'ab-initio', location: r.location || '', suspend_data: r.suspendData || '' };
    if (r.totalSeconds) data.total_time = 'PT' + Math.floor(r.totalSeconds) + 'S';
    if (r.completion === 'completed') data.completion_status = 'completed';
    if (r.success === 'passed' || r.success === 'failed') data.success_status = r.success;
    return data;
  }
  function start(resume, learner) {
    var settings = { autocommit: true, autocommitSeconds: 10, lmsCommitUrl: 'learnhub:relay', renderCommonCommitFields: true, logLevel: 'NONE' };
    var api;
    if (config.standard === 'scorm12') {
      api = new window.Scorm12API(settings, relay);
      window.API = api;
    } else {
      api = new window.Scorm2004API(settings, relay);
      window.API_1484_11 = api;
    }
    api.loadFromJSON(resumeData(resume, learner || {}));
    frame.addEventListener('load', function () {
      status.hidden = true;
      frame.hidden = false;
      // An asset has no SCORM API calls: opened is done.
      if (!config.sco) post({ type: 'commit', commit: { completionStatus: 'completed', successStatus: 'unknown' }, terminate: false });
    }, { once: true });
    frame.src = config.launchUrl;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== config.appOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== 'learnhub-app' || data.type !== 'start' || started) return;
    started = true;
    start(data.resume || null, data.learner || null);
  });
  post({ type: 'ready' });
})();
`;
