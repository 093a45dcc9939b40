/**
 * Hub mode's progress for one material (audience.md §4 "Hub completion"): what the server last
 * acknowledged, merged with what is still waiting in the outbox, so the page shows a completed
 * step, an answer or the current step the moment the learner acts — and says whether it is saved.
 * Signed-out visitors only count an open and leave a score (Public materials).
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Environment } from 'relay-runtime';
import { type Answer, questionKey, type Verdict } from '../../path-viewer';
import type { LearnerProgress } from './learnerWrites';
import { type OutboxState, outboxFor, outboxKey } from './outbox';
import { startStudyTimer } from './study-time';

/** "2026-11-25T14:03:00+01:00": the spec's created_at, in the learner's local time with its offset. */
export function localIsoTime(date = new Date()): string {
  const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The id this browser keeps for a visitor who is not signed in (their open and score). */
export function visitorId(): string {
  try {
    const kept = localStorage.getItem('learnhub.visitor');
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem('learnhub.visitor', made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export type HubProgressOptions = {
  environment: () => Environment;
  companySlug: string;
  materialId: string;
  /** The signed-in learner's id, or null for a visitor. */
  learnerId: string | null;
  initial: LearnerProgress | null;
};

export function useHubProgress({ environment, companySlug, materialId, learnerId, initial }: HubProgressOptions) {
  const outbox = useMemo(() => outboxFor(outboxKey(companySlug, learnerId), environment), [companySlug, learnerId, environment]);
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => outbox.subscribe(listener), [outbox]),
    () => outbox.getState(),
  );
  const [server, setServer] = useState<LearnerProgress | null>(initial);
  const [feedback, setFeedback] = useState<Record<string, Verdict>>({});
  const [currentStep, setCurrentStep] = useState(initial?.currentStep ?? 1);
  const answerWrites = useRef(new Map<string, string>());

  useEffect(
    () =>
      outbox.onAcknowledged((write, outcome) => {
        if (write.input.materialId !== materialId) return;
        if (outcome.progress) setServer(outcome.progress);
        const key = answerWrites.current.get(write.id);
        if (key) setFeedback((f) => ({ ...f, [key]: { pending: false, result: outcome.result ?? null, explanation: outcome.explanation ?? '' } }));
      }),
    [outbox, materialId],
  );
  useEffect(
    () =>
      outbox.subscribe((s) => {
        if (!s.refusal) return;
        // A refused answer: say so beside it.
        for (const [id, key] of answerWrites.current)
          if (!outbox.pendingWrites().some((w) => w.id === id))
            setFeedback((f) => (f[key]?.pending ? { ...f, [key]: { ...f[key], pending: false, refused: s.refusal! } } : f));
      }),
    [outbox],
  );

  // One open per page load; time while the page is open (learners only).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    outbox.enqueue('open', { companySlug, materialId, ...(learnerId ? {} : { visitorId: visitorId() }) });
  }, [outbox, companySlug, materialId, learnerId]);
  useEffect(() => {
    if (!learnerId) return;
    return startStudyTimer((r) =>
      outbox.enqueue('time', { materialId, seconds: r.seconds, ...(r.final ? { final: true, visitSeconds: r.visitSeconds } : {}) }),
    );
  }, [outbox, materialId, learnerId]);

  // What the server acknowledged, with the completions still waiting in the queue (read again on
  // every change of the queue: `state` comes from it).
  const completedStepIds = new Set(server?.completedStepIds ?? []);
  for (const w of outbox.pendingWrites()) if (w.kind === 'complete' && w.input.materialId === materialId) completedStepIds.add(w.input.stepId as number);

  return {
    signedIn: !!learnerId,
    progress: server,
    currentStep,
    completedStepIds,
    saveState: state satisfies OutboxState,
    feedback,
    openStep(index: number) {
      setCurrentStep(index + 1);
      if (learnerId) outbox.enqueue('step', { materialId, currentStep: index + 1 });
    },
    completeStep(stepId: number) {
      outbox.enqueue('complete', { materialId, stepId });
    },
    finish() {
      if (learnerId) outbox.enqueue('finish', { materialId });
    },
    /** A SCORM package's commit for one item (its runtime data: completion, score, resume). */
    reportPackage(stepId: number, report: Record<string, unknown>) {
      if (learnerId) outbox.enqueue('package', { materialId, stepId, report });
    },
    answer(input: Answer) {
      const key = questionKey(input.elementId, input.questionId);
      const id = outbox.enqueue('answer', { materialId, ...input, answeredAt: localIsoTime() });
      answerWrites.current.set(id, key);
      setFeedback((f) => ({ ...f, [key]: { pending: true, result: null, explanation: '' } }));
    },
    rate(score: 'ANGRY' | 'SAD' | 'NEUTRAL' | 'HAPPY' | 'EXCITED') {
      outbox.enqueue('rate', { companySlug, materialId, score, ...(learnerId ? {} : { visitorId: visitorId() }) });
    },
    /** Files are not queued (they can be large): sent at once, or refused with a word when offline. */
    acceptUpload(progress: LearnerProgress | null) {
      if (progress) setServer(progress);
    },
  };
}

export type HubProgress = ReturnType<typeof useHubProgress>;
