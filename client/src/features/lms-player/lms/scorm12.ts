/**
 * SCORM 1.2 (RTE 1.2): `cmi.core.lesson_location` is the bookmark, `cmi.suspend_data` (4,096
 * characters) the resume data, `cmi.core.lesson_status` the outcome: `incomplete` from the first
 * launch, `completed` once done, or `passed` / `failed` by the pass mark (the manifest's
 * `adlcp:masteryscore`); `cmi.core.score.raw` 0–100 with min 0 and max 100. Session time is
 * CMITimespan; `cmi.core.exit` is `suspend` until the material is complete, so the LMS resumes.
 */
import { SUSPEND_DATA_LIMITS } from '@learnhub/content';
import { scorm12Timespan } from './durations';
import { findApi } from './find-api';
import { type LmsSession, LmsUnavailableError, type Outcome, type Started } from './session';

export type Scorm12Api = {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string;
};

export function scorm12Session(api: Scorm12Api | null = findApi<Scorm12Api>('API'), now = () => Date.now()): LmsSession {
  const started = now();
  let ended = false;
  let complete = false;
  let reported = '';
  const set = (element: string, value: string) => api?.LMSSetValue(element, value);
  const commit = () => {
    set('cmi.core.session_time', scorm12Timespan(now() - started));
    api?.LMSCommit('');
  };
  return {
    standard: 'SCORM 1.2',
    suspendLimit: SUSPEND_DATA_LIMITS.scorm12,
    async start(): Promise<Started> {
      if (!api || String(api.LMSInitialize('')) !== 'true') throw new LmsUnavailableError('SCORM 1.2');
      const status = api.LMSGetValue('cmi.core.lesson_status');
      complete = ['completed', 'passed'].includes(status);
      if (status === 'not attempted' || status === '') set('cmi.core.lesson_status', 'incomplete');
      const resume = api.LMSGetValue('cmi.core.entry') === 'resume' || api.LMSGetValue('cmi.suspend_data') !== '';
      return {
        resume: resume ? { location: api.LMSGetValue('cmi.core.lesson_location'), suspendData: api.LMSGetValue('cmi.suspend_data') } : null,
        learner: api.LMSGetValue('cmi.core.student_name'),
        learnerId: api.LMSGetValue('cmi.core.student_id'),
      };
    },
    save({ location, suspendData }) {
      set('cmi.core.lesson_location', location.slice(0, 255));
      set('cmi.suspend_data', suspendData.slice(0, SUSPEND_DATA_LIMITS.scorm12));
      commit();
    },
    report(outcome: Outcome) {
      if (!outcome.completed) return;
      const status = outcome.passed === null ? 'completed' : outcome.passed ? 'passed' : 'failed';
      const key = `${status}:${outcome.scorePercent}`;
      if (key === reported) return;
      reported = key;
      if (outcome.scorePercent !== null) {
        set('cmi.core.score.min', '0');
        set('cmi.core.score.max', '100');
        set('cmi.core.score.raw', String(outcome.scorePercent));
      }
      set('cmi.core.lesson_status', status);
      complete = status !== 'failed';
      commit();
    },
    end() {
      if (ended || !api) return;
      ended = true;
      set('cmi.core.exit', complete ? '' : 'suspend');
      commit();
      api.LMSFinish('');
    },
  };
}
