/**
 * cmi5 (the AU's side of "cmi5 – xAPI profile", quartz edition): the LMS launches us with
 * `endpoint`, `fetch`, `actor`, `registration` and `activityId` in the address. The AU fetches
 * its auth token (once), reads `LMS.LaunchData` from the state API (launch mode, `moveOn`,
 * `masteryScore`, the context template), and sends `initialized` first and `terminated` last,
 * with at most one `completed` and one `passed` per registration (and no `failed` after a
 * `passed`), and none of them outside Normal mode. Bookmark and resume data live in the state
 * API under our own state id, with which statements were already sent in an earlier session.
 *
 * Statements go out one at a time in order (a queue); `terminated` goes at once with `keepalive`,
 * so it leaves with the page.
 */
import { SUSPEND_DATA_LIMITS } from '@learnhub/content';
import { isoDuration } from './durations';
import { type LmsSession, LmsUnavailableError, type Outcome, type Resume, type Started } from './session';

const VERBS = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
} as const;
type Verb = keyof typeof VERBS;
const CMI5_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5', objectType: 'Activity' };
const MOVEON_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/moveon', objectType: 'Activity' };
const MASTERY_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
/** Our own state document (bookmark, resume data, what was sent). */
export const RESUME_STATE_ID = 'https://learnhub.app/xapi/state/lms-player';

type LaunchData = {
  contextTemplate?: { contextActivities?: Record<string, unknown[]>; extensions?: Record<string, unknown> };
  launchMode?: 'Normal' | 'Browse' | 'Review';
  moveOn?: string;
  masteryScore?: number;
  returnURL?: string;
};
type SavedState = Resume & { sent: Verb[] };

export type Cmi5Launch = { endpoint: string; fetch: string; actor: unknown; registration: string; activityId: string };

export function cmi5LaunchFrom(search: string): Cmi5Launch | null {
  const q = new URLSearchParams(search);
  const [endpoint, fetchUrl, actor, registration, activityId] = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'].map((k) => q.get(k));
  if (!endpoint || !fetchUrl || !actor || !registration || !activityId) return null;
  try {
    return { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetch: fetchUrl, actor: JSON.parse(actor), registration, activityId };
  } catch {
    return null;
  }
}

const uuid = () => crypto.randomUUID();

export function cmi5Session(launch: Cmi5Launch | null = cmi5LaunchFrom(location.search), now = () => Date.now()): LmsSession {
  const started = now();
  let token = '';
  let launchData: LaunchData = {};
  let sent = new Set<Verb>();
  let queue: Promise<unknown> = Promise.resolve();
  let ended = false;
  let resume: Resume = { location: '', suspendData: '' };
  /** The last passed/failed sent this session (a new failed only when the score changed). */
  let lastResult = '';

  const headers = () => ({ Authorization: `Basic ${token}`, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' });
  const stateUrl = (stateId: string) => {
    const q = new URLSearchParams({ stateId, activityId: launch!.activityId, agent: JSON.stringify(launch!.actor), registration: launch!.registration });
    return `${launch!.endpoint}activities/state?${q}`;
  };
  const statement = (verb: Verb, result?: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const template = launchData.contextTemplate ?? {};
    const activities = template.contextActivities ?? {};
    const category = [
      ...((activities.category as unknown[]) ?? []),
      CMI5_CATEGORY,
      ...(['completed', 'passed', 'failed'].includes(verb) ? [MOVEON_CATEGORY] : []),
    ];
    return {
      id: uuid(),
      actor: launch!.actor,
      verb: { id: VERBS[verb], display: { 'en-US': verb } },
      object: { id: launch!.activityId, objectType: 'Activity' },
      ...(result ? { result } : {}),
      context: {
        ...template,
        registration: launch!.registration,
        contextActivities: { ...activities, category },
        extensions: { ...(template.extensions ?? {}), ...extra },
      },
      timestamp: new Date(now()).toISOString(),
    };
  };
  // In order, one after the other; `now` (the page is leaving) goes at once with keepalive, since
  // nothing queued behind a promise is sent once the page is gone.
  const enqueue = (request: () => Promise<unknown>, now: boolean) => {
    if (now) return request().catch(() => undefined);
    queue = queue.then(() => request().catch(() => undefined));
    return queue;
  };
  const send = (verb: Verb, result?: Record<string, unknown>, extra?: Record<string, unknown>, leaving = false) => {
    sent.add(verb);
    const body = JSON.stringify(statement(verb, result, extra));
    return enqueue(() => fetch(`${launch!.endpoint}statements`, { method: 'POST', headers: headers(), body, keepalive: leaving }), leaving);
  };
  const saveState = (leaving = false) => {
    const doc: SavedState = { ...resume, sent: [...sent] };
    enqueue(() => fetch(stateUrl(RESUME_STATE_ID), { method: 'PUT', headers: headers(), body: JSON.stringify(doc), keepalive: leaving }), leaving);
  };

  return {
    standard: 'cmi5',
    suspendLimit: SUSPEND_DATA_LIMITS.cmi5,
    async start(): Promise<Started> {
      if (!launch) throw new LmsUnavailableError('cmi5');
      const fetched = await fetch(launch.fetch, { method: 'POST' }).catch(() => null);
      const auth = fetched?.ok ? ((await fetched.json().catch(() => null)) as { 'auth-token'?: string } | null) : null;
      if (!auth?.['auth-token']) throw new LmsUnavailableError('cmi5');
      token = auth['auth-token'];
      const data = await fetch(stateUrl('LMS.LaunchData'), { headers: headers() }).catch(() => null);
      if (!data?.ok) throw new LmsUnavailableError('cmi5');
      launchData = (await data.json()) as LaunchData;
      const saved = await fetch(stateUrl(RESUME_STATE_ID), { headers: headers() }).catch(() => null);
      const state = saved?.ok ? ((await saved.json().catch(() => null)) as SavedState | null) : null;
      sent = new Set((state?.sent ?? []).filter((v) => v === 'completed' || v === 'passed'));
      await send('initialized');
      const actor = launch.actor as { name?: unknown; mbox?: unknown; account?: { homePage?: unknown; name?: unknown } };
      const learner = String(actor.name ?? '');
      const learnerId = actor.account ? `${actor.account.homePage}|${actor.account.name}` : String(actor.mbox ?? '');
      if (!state) return { resume: null, learner, learnerId };
      resume = { location: String(state.location ?? ''), suspendData: String(state.suspendData ?? '') };
      return { resume, learner, learnerId };
    },
    save(next) {
      resume = { location: next.location, suspendData: next.suspendData.slice(0, SUSPEND_DATA_LIMITS.cmi5) };
      saveState();
    },
    report(outcome: Outcome) {
      if (!outcome.completed || (launchData.launchMode ?? 'Normal') !== 'Normal') return;
      const duration = isoDuration(now() - started);
      const scaled = outcome.scorePercent === null ? null : outcome.scorePercent / 100;
      let changed = false;
      if (!sent.has('completed')) {
        send('completed', { completion: true, duration });
        changed = true;
      }
      // The LMS's mastery score wins over the author's pass mark it came from (cmi5 §10.2.2).
      const mastery = typeof launchData.masteryScore === 'number' ? launchData.masteryScore : null;
      const passed = mastery !== null && scaled !== null ? scaled >= mastery : outcome.passed;
      if (passed !== null && !sent.has('passed')) {
        const verb: Verb = passed ? 'passed' : 'failed';
        const extra = mastery !== null ? { [MASTERY_EXTENSION]: mastery } : {};
        const key = `${verb}:${scaled}`;
        if (lastResult !== key) {
          lastResult = key;
          send(verb, { success: passed, duration, ...(scaled !== null ? { score: { scaled, raw: outcome.scorePercent, min: 0, max: 100 } } : {}) }, extra);
          changed = true;
        }
      }
      if (changed) saveState();
    },
    end() {
      if (ended || !launch || !token) return;
      ended = true;
      saveState(true);
      send('terminated', { duration: isoDuration(now() - started) }, undefined, true);
    },
  };
}
