/**
 * A material played inside an LMS (issue 25 §1, packaged export): the hub's own player (the
 * walkthrough player with its keyboard and screen-reader support, or the path view with its
 * questions graded here), reporting to the LMS through one of the standard adapters (lms/).
 *
 * Every move is saved at once as the LMS's bookmark and resume data (course-state.ts), and the
 * outcome is reported whenever it changes; the session ends when the page goes away. Without an
 * LMS (the package opened on its own) the material still plays, and says progress is not saved.
 */
import type { LmsPackageContent } from '@learnhub/content';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { BundledWalkthroughsContext, LazyWalkthroughPlayer } from '../walkthrough-player';
import { type Answer, PathView, questionKey } from '../path-viewer';
import type { HostedReporter } from './hosted';
import { type CourseProgress, type CourseRules, decodeProgress, encodeProgress, freshProgress, gradedKeysOf, outcomeOf } from './course-state';
import { type Graded, gradeLocally, localAnswering } from './local-answering';
import type { LmsSession } from './lms/session';
import './lms-player.css';

type Connection = { state: 'connecting' } | { state: 'connected'; learner: string } | { state: 'offline'; standard: string };

/** `hosted`: a linked export, whose learner's actions are also recorded by this server (which grades the answers). */
export function LmsPlayer({ content, session, hosted }: { content: LmsPackageContent; session: LmsSession; hosted?: HostedReporter }) {
  const rules: CourseRules = useMemo(
    () =>
      content.player === 'walkthrough'
        ? { player: 'walkthrough', stepCount: content.steps.length }
        : { player: 'path', steps: content.steps, config: content.config, gradedKeys: content.gradedKeys },
    [content],
  );
  const keys = useMemo(() => gradedKeysOf(rules), [rules]);
  const [connection, setConnection] = useState<Connection>({ state: 'connecting' });
  const [progress, setProgress] = useState<CourseProgress>(freshProgress);
  const [answers, setAnswers] = useState<ReadonlyMap<string, Graded>>(new Map());
  const live = useRef(false);

  useEffect(() => {
    let cancelled = false;
    session
      .start()
      .then(({ resume, learner, learnerId }) => {
        if (cancelled) return;
        if (resume?.suspendData) setProgress(decodeProgress(resume.suspendData, content.steps, keys));
        live.current = true;
        setConnection({ state: 'connected', learner });
        if (learnerId) hosted?.begin({ id: learnerId, name: learner });
      })
      .catch(() => !cancelled && setConnection({ state: 'offline', standard: session.standard }));
    const leave = () => session.end();
    window.addEventListener('pagehide', leave);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
    };
  }, [session, content.steps, keys, hosted]);

  // Each change of position, completion or answers reaches the LMS at once.
  useEffect(() => {
    if (!live.current) return;
    session.save({ location: String(progress.current + 1), suspendData: encodeProgress(progress, content.steps, keys, session.suspendLimit) });
    session.report(outcomeOf(rules, progress));
  }, [progress, session, content.steps, keys, rules]);

  if (connection.state === 'connecting') return <p className="lms-player__status">Loading the course…</p>;
  const status =
    connection.state === 'offline' ? (
      <p className="lms-player__status lms-player__status--warning" role="status">
        This course could not reach your learning system ({connection.standard}): your progress is not saved.
      </p>
    ) : null;

  if (content.player === 'walkthrough')
    return (
      <main className="lms-player lms-player--walkthrough">
        {status}
        <Suspense fallback={<p className="lms-player__status">Loading the course…</p>}>
          <LazyWalkthroughPlayer
            name={content.name}
            steps={content.steps}
            config={content.config}
            mode="embed"
            startAt={progress.current}
            onStepChange={(index) => {
              setProgress((p) => ({ ...p, current: index }));
              hosted?.step(index + 1);
            }}
            onFinish={() => {
              setProgress((p) => ({ ...p, finished: true }));
              hosted?.finish();
            }}
          />
        </Suspense>
      </main>
    );

  const keep = (graded: Graded) => {
    setAnswers((a) => new Map(a).set(graded.key, graded));
    if (keys.includes(graded.key) && !graded.pending) setProgress((p) => ({ ...p, results: new Map(p.results).set(graded.key, graded.result) }));
  };
  const answer = (given: Answer) => {
    if (!hosted) return keep(gradeLocally(content.steps, given));
    // Linked: the server grades (the steps came without their answers).
    const key = questionKey(given.elementId, given.questionId);
    keep({ key, answer: given, result: null, explanation: '', pending: true });
    void hosted
      .answer(given)
      .then((verdict) =>
        keep({ key, answer: given, result: verdict?.result ?? null, explanation: verdict?.explanation ?? '', pending: false, failed: !verdict }),
      );
  };
  return (
    <main className="lms-player lms-player--path">
      <BundledWalkthroughsContext value={new Map(Object.entries(content.walkthroughs))}>
        <PathView
          name={content.name}
          steps={content.steps}
          config={content.config}
          signedInAs={connection.state === 'connected' ? connection.learner || 'you' : null}
          hub={{
            answering: localAnswering(answers, progress.results, answer),
            completedStepIds: progress.done,
            currentStep: progress.current + 1,
            onOpenStep: (index) => {
              setProgress((p) => ({ ...p, current: index }));
              hosted?.step(index + 1);
            },
            onCompleteStep: (stepId, index) => {
              setProgress((p) => ({ ...p, done: new Set(p.done).add(stepId), current: Math.min(index + 1, content.steps.length - 1) }));
              hosted?.complete(stepId);
            },
            status,
          }}
        />
      </BundledWalkthroughsContext>
    </main>
  );
}
