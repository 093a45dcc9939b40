/**
 * A linked export's line to this server (issue 25 §1, Linked): the launcher reads the hosted
 * material from `url`, and reports each action of its learner to `url/events`, where it is
 * recorded as a learner of the company (server/src/modules/exports/linked-launch.service.ts).
 *
 * Reports go one after another, each with its own id (a retry after a network failure sends the
 * same id, which the server applies once), as text/plain JSON: a "simple" cross-origin request,
 * with no preflight. When the page goes away, every report still waiting goes at once (keepalive),
 * so the last actions before closing are not lost. A 410 means the export was revoked: `onGone`
 * shows the server's message.
 */
import type { LmsPackageContent } from '@learnhub/content';
import type { Answer } from '../path-viewer';

export type Verdict = { result: boolean | null; explanation: string };

export interface HostedReporter {
  begin(learner: { id: string; name: string }): void;
  step(currentStep: number): void;
  complete(stepId: number): void;
  finish(): void;
  /** The server's verdict, or null when it could not be had (the answer stays unanswered). */
  answer(answer: Answer): Promise<Verdict | null>;
}

export type HostedLoad = { content: LmsPackageContent } | { message: string };

const RETRIES = 3;
const CANNOT_LOAD = 'This course could not be loaded: check your connection and open it again.';

export async function loadHosted(url: string): Promise<HostedLoad> {
  try {
    const res = await fetch(url, { credentials: 'omit' });
    const body = (await res.json()) as LmsPackageContent | { error?: string };
    if (res.ok) return { content: body as LmsPackageContent };
    return { message: ('error' in body && body.error) || CANNOT_LOAD };
  } catch {
    return { message: CANNOT_LOAD };
  }
}

export function hostedReporter(url: string, onGone: (message: string) => void): HostedReporter {
  let learner: { id: string; name: string } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** Reports made and not yet answered, in order: sent at once if the page goes away. */
  const waiting = new Set<string>();
  const send = (body: string) =>
    fetch(`${url}/events`, { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'text/plain' }, body, keepalive: true });
  // The learner closes the LMS's window (or it navigates) right after their last action: what
  // waits its turn goes now, each with keepalive so it outlives the page. A report sent twice
  // (this, then its turn if the page lives on) carries one id, which the server applies once.
  if (typeof window !== 'undefined')
    window.addEventListener('pagehide', () => {
      for (const body of waiting) void send(body).catch(() => {});
    });
  const post = (report: Record<string, unknown>): Promise<Record<string, unknown> | null> => {
    const body = JSON.stringify({ ...report, learner, client_id: crypto.randomUUID() });
    waiting.add(body);
    const attempt = async (): Promise<Record<string, unknown> | null> => {
      try {
        for (let i = 0; i < RETRIES; i++) {
          try {
            const res = await send(body);
            const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
            if (res.status === 410) onGone(String(answer.error ?? ''));
            return res.ok ? answer : null;
          } catch {
            await new Promise((r) => setTimeout(r, 500 * 2 ** i));
          }
        }
        return null;
      } finally {
        waiting.delete(body);
      }
    };
    const sent = queue.then(attempt);
    queue = sent.catch(() => null);
    return sent;
  };
  return {
    begin(who) {
      learner = who;
      void post({ type: 'open' });
    },
    step: (currentStep) => void post({ type: 'step', current_step: currentStep }),
    complete: (stepId) => void post({ type: 'complete', step_id: stepId }),
    finish: () => void post({ type: 'finish' }),
    async answer(answer) {
      const verdict = await post({ type: 'answer', answer: { ...answer, answeredAt: new Date().toISOString() } });
      return verdict && 'result' in verdict ? { result: (verdict.result as boolean | null) ?? null, explanation: String(verdict.explanation ?? '') } : null;
    },
  };
}
