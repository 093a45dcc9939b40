/**
 * SCORM 2004 4th Edition (RTE §4): `cmi.location` is the bookmark, `cmi.suspend_data` (64,000
 * characters) the resume data; `cmi.completion_status` incomplete → completed, and for a graded
 * path `cmi.success_status` passed / failed by the pass mark (the manifest's primary objective
 * is satisfied by measure at the same mark), with `cmi.score.scaled` 0–1 and raw 0–100. Session
 * time is an ISO 8601 duration; `cmi.exit` is `suspend` until complete, `normal` after.
 */
import { SUSPEND_DATA_LIMITS } from '@learnhub/content';
import { isoDuration } from './durations';
import { findApi } from './find-api';
import { type LmsSession, LmsUnavailableError, type Outcome, type Started } from './session';

export type Scorm2004Api = {
  Initialize(arg: ''): string;
  Terminate(arg: ''): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Commit(arg: ''): string;
  GetLastError(): string;
};

export function scorm2004Session(api: Scorm2004Api | null = findApi<Scorm2004Api>('API_1484_11'), now = () => Date.now()): LmsSession {
  const started = now();
  let ended = false;
  let complete = false;
  let reported = '';
  const set = (element: string, value: string) => api?.SetValue(element, value);
  const commit = () => {
    set('cmi.session_time', isoDuration(now() - started));
    api?.Commit('');
  };
  return {
    standard: 'SCORM 2004',
    suspendLimit: SUSPEND_DATA_LIMITS.scorm2004,
    async start(): Promise<Started> {
      if (!api || String(api.Initialize('')) !== 'true') throw new LmsUnavailableError('SCORM 2004');
      complete = api.GetValue('cmi.completion_status') === 'completed';
      if (!complete) set('cmi.completion_status', 'incomplete');
      const resume = api.GetValue('cmi.entry') === 'resume' || api.GetValue('cmi.suspend_data') !== '';
      return {
        resume: resume ? { location: api.GetValue('cmi.location'), suspendData: api.GetValue('cmi.suspend_data') } : null,
        learner: api.GetValue('cmi.learner_name'),
        learnerId: api.GetValue('cmi.learner_id'),
      };
    },
    save({ location, suspendData }) {
      set('cmi.location', location.slice(0, 1000));
      set('cmi.suspend_data', suspendData.slice(0, SUSPEND_DATA_LIMITS.scorm2004));
      commit();
    },
    report(outcome: Outcome) {
      if (!outcome.completed) return;
      const key = `${outcome.passed}:${outcome.scorePercent}`;
      if (key === reported) return;
      reported = key;
      if (outcome.scorePercent !== null) {
        set('cmi.score.min', '0');
        set('cmi.score.max', '100');
        set('cmi.score.raw', String(outcome.scorePercent));
        set('cmi.score.scaled', String(outcome.scorePercent / 100));
      }
      set('cmi.completion_status', 'completed');
      set('cmi.success_status', outcome.passed === null ? 'unknown' : outcome.passed ? 'passed' : 'failed');
      complete = true;
      commit();
    },
    end() {
      if (ended || !api) return;
      ended = true;
      set('cmi.exit', complete ? 'normal' : 'suspend');
      commit();
      api.Terminate('');
    },
  };
}
