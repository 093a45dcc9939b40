/**
 * A path in hub mode (audience.md §4 "Hub completion", "Path learner view"): for a signed-in
 * learner, the viewer with answering and progress on — their current step opened, Complete and
 * answers saved through the outbox (shown at once, sent when the server can be reached), where
 * they stand against the pass mark — and the satisfaction modal when the path is complete ("Rate
 * this" when it was completed on an earlier visit). A
 * visitor sees the path read-only with a Sign in button; their open is counted.
 */
import { configOr, pathConfig, trustedPathSteps } from '@learnhub/content';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { learnerSignInPath } from '../../../lib/next-path';
import { type Answering, PathView, questionKey } from '../../path-viewer';
import { getHubEnvironment } from '../hub-environment';
import { type LearnerProgress, sendWrite } from '../progress/learnerWrites';
import { RateLater } from '../progress/RateLater';
import { SatisfactionModal } from '../progress/SatisfactionModal';
import { SaveStatus } from '../progress/SaveStatus';
import { localIsoTime, useHubProgress } from '../progress/useHubProgress';
import type { HubPlayerProps } from '../players';

type Props = {
  companySlug: string;
  materialId: string;
  path: { name: string; data: unknown; config: unknown };
  learner: { id: string; email: string } | null;
  progress: LearnerProgress | null;
};

export function HubPathMaterial({ companySlug, materialId, path, learner, progress: initial }: Props) {
  const steps = useMemo(() => trustedPathSteps(path.data), [path.data]);
  const config = useMemo(() => configOr(path.config, pathConfig), [path.config]);
  const home = `/${encodeURIComponent(companySlug)}`;
  // Signing in brings the learner back to this material.
  const here = useLocation();
  const signInHref = learnerSignInPath(companySlug, `${here.pathname}${here.search}`);
  const hub = useHubProgress({ environment: getHubEnvironment, companySlug, materialId, learnerId: learner?.id ?? null, initial });
  const navigate = useNavigate();
  const [rating, setRating] = useState(false);

  // Complete when every step with a Complete button is done and the pass mark (checked by the
  // server) is met; without a pass mark the page knows at once, even offline.
  const required = steps.filter((s) => s.buttons?.complete !== false);
  const stepsDone = required.length > 0 && required.every((s) => hub.completedStepIds.has(s.id));
  const complete = hub.progress?.status === 'COMPLETED' || (stepsDone && hub.progress?.passMark == null);
  const wasComplete = useRef(initial?.status === 'COMPLETED');
  useEffect(() => {
    if (complete && !wasComplete.current) setRating(true);
    wasComplete.current = complete;
  }, [complete]);

  const latest = useMemo(() => new Map((hub.progress?.answers ?? []).map((a) => [questionKey(a.elementId, a.questionId), a])), [hub.progress]);
  const answering: Answering = {
    latest: (key) => latest.get(key),
    verdict: (key) => hub.feedback[key],
    submit: (answer) => hub.answer(answer),
    upload: async (stepId, elementId, file) => {
      const outcome = await sendWrite(
        getHubEnvironment(),
        'upload',
        { materialId, clientId: crypto.randomUUID(), stepId, elementId, answeredAt: localIsoTime() },
        file,
      );
      if (outcome.kind === 'done') {
        hub.acceptUpload(outcome.progress);
        return { ok: true, message: 'File uploaded successfully.', url: outcome.fileUrl };
      }
      return { ok: false, message: outcome.kind === 'unreachable' ? "You're offline: choose the file again when you're back online." : outcome.message };
    },
  };

  const score = hub.progress?.score;
  const passMark = hub.progress?.passMark;
  return (
    <>
      <PathView
        name={path.name}
        steps={steps}
        config={config}
        signedInAs={learner?.email ?? null}
        signInHref={signInHref}
        publicCompanySlug={companySlug}
        hub={
          learner
            ? {
                answering,
                completedStepIds: hub.completedStepIds,
                currentStep: initial?.currentStep ?? 1,
                onOpenStep: hub.openStep,
                onCompleteStep: (stepId) => hub.completeStep(stepId),
                status: (
                  <div className="hub-path-status">
                    <SaveStatus state={hub.saveState} signInHref={signInHref} />
                    {/* Completed on an earlier visit: rate it now (the modal came only at the moment of completion). */}
                    {initial?.status === 'COMPLETED' && !rating && <RateLater materialName={path.name} onRate={hub.rate} />}
                    {score && passMark != null && (
                      <p className={`hub-score${hub.progress?.passed ? ' hub-score--passed' : ''}`}>
                        You have {score.correct} of {score.graded} answers right ({score.percent}%). This path needs {passMark}%
                        {hub.progress?.passed ? ': passed.' : stepsDone ? ': review your answers and try again to complete it.' : '.'}
                      </p>
                    )}
                  </div>
                ),
              }
            : undefined
        }
      />
      {rating && (
        <SatisfactionModal
          materialName={path.name}
          onComplete={(score) => {
            hub.rate(score);
            navigate(home);
          }}
        />
      )}
    </>
  );
}

/** The hub's path player (players.tsx): a material whose kind plays in the path viewer. */
export function HubPathPlayer({ companySlug, material, learner }: HubPlayerProps) {
  if (!material.path) return <p>This material isn't available.</p>;
  return (
    <HubPathMaterial companySlug={companySlug} materialId={material.id} path={material.path} learner={learner ?? null} progress={material.myProgress ?? null} />
  );
}
