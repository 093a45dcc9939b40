/**
 * A SCORM package in hub mode (issue 25 §2): a signed-in learner's package records its runtime
 * data (completion, success, score, resume) through the outbox, as every hub write does, and
 * opens each item where they left it; the satisfaction modal comes when the package reports
 * itself complete. A visitor plays a Public package without recording anything (a sign-in
 * link says so).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { HubPackageMaterialResumeQuery } from '../../../__generated__/HubPackageMaterialResumeQuery.graphql';
import { learnerSignInPath } from '../../../lib/next-path';
import { commitForServer, type PackageResume, PackageView } from '../../package-player';
import { getHubEnvironment } from '../hub-environment';
import type { HubPlayerProps } from '../players';
import { RateLater } from '../progress/RateLater';
import { SatisfactionModal } from '../progress/SatisfactionModal';
import { SaveStatus } from '../progress/SaveStatus';
import { useHubProgress } from '../progress/useHubProgress';

const resumeQuery = graphql`
  query HubPackageMaterialResumeQuery($materialId: ID!) {
    packageResume(materialId: $materialId) {
      stepId
      completion
      success
      scoreRaw
      totalSeconds
      location
      suspendData
    }
  }
`;

/** The learner's resume data by item, or null while it loads (the frames wait for it). */
function usePackageResume(materialId: string, signedIn: boolean): ReadonlyMap<number, PackageResume> | null {
  const [resume, setResume] = useState<ReadonlyMap<number, PackageResume> | null>(signedIn ? null : new Map());
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetchQuery<HubPackageMaterialResumeQuery>(getHubEnvironment(), resumeQuery, { materialId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => live && setResume(new Map((data?.packageResume ?? []).map((r) => [r.stepId, r]))),
        // Unreachable: play from the start rather than not at all (commits wait in the outbox).
        () => live && setResume(new Map()),
      );
    return () => {
      live = false;
    };
  }, [materialId, signedIn]);
  return resume;
}

export function HubPackagePlayer({ companySlug, material, learner }: HubPlayerProps) {
  const pkg = material.package;
  const initial = material.myProgress ?? null;
  const here = useLocation();
  const navigate = useNavigate();
  const signInHref = learnerSignInPath(companySlug, `${here.pathname}${here.search}`);
  const hub = useHubProgress({ environment: getHubEnvironment, companySlug, materialId: material.id, learnerId: learner?.id ?? null, initial });
  const resume = usePackageResume(material.id, !!learner);
  const items = useMemo(() => (pkg?.items ?? []).map((i) => ({ ...i })), [pkg]);
  const [rating, setRating] = useState(false);
  const complete = hub.progress?.status === 'COMPLETED';
  const wasComplete = useRef(initial?.status === 'COMPLETED');
  useEffect(() => {
    if (complete && !wasComplete.current) setRating(true);
    wasComplete.current = complete;
  }, [complete]);

  if (!pkg) return <p>This material isn't available.</p>;
  const name = material.name ?? '';
  const status = learner ? (
    <div className="hub-path-status">
      <SaveStatus state={hub.saveState} signInHref={signInHref} />
      {complete && <p className="hub-score hub-score--passed">You have completed this course.</p>}
      {initial?.status === 'COMPLETED' && !rating && <RateLater materialName={name} onRate={hub.rate} />}
    </div>
  ) : (
    <p className="hub-path-status">
      <a href={signInHref}>Sign in</a> to keep your progress in this course.
    </p>
  );
  return (
    <>
      {resume ? (
        <PackageView
          name={name}
          items={items}
          completedStepIds={hub.completedStepIds}
          resume={resume}
          // The learner's name only: their e-mail address is not the package's to read.
          learner={learner ? { id: learner.id, name: [learner.firstName, learner.lastName].filter(Boolean).join(' ') } : null}
          onCommit={learner ? (stepId, commit) => hub.reportPackage(stepId, commitForServer(commit)) : undefined}
          status={status}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
      {rating && (
        <SatisfactionModal
          materialName={name}
          onComplete={(score) => {
            hub.rate(score);
            navigate(`/${encodeURIComponent(companySlug)}`);
          }}
        />
      )}
    </>
  );
}
