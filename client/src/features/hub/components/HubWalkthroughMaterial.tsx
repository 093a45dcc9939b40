/**
 * A walkthrough, doc or video in hub mode: the player, fitted to the window like the staff
 * viewer's (its text, screenshot and Back/Next on one screen); each step a signed-in learner
 * moves to is saved as their current step, Finish completes it (learners) and opens the
 * satisfaction modal (everyone: a visitor's score is kept for this browser), then the company's
 * hub home. A learner who completed it earlier may rate it from here ("Rate this").
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { learnerSignInPath } from '../../../lib/next-path';
import { PublishedPlayer, type usePlayerConfig_config$key, type usePlayerSteps_steps$key } from '../../walkthrough-player';
import { getHubEnvironment } from '../hub-environment';
import type { LearnerProgress } from '../progress/learnerWrites';
import { RateLater } from '../progress/RateLater';
import { SatisfactionModal } from '../progress/SatisfactionModal';
import { SaveStatus } from '../progress/SaveStatus';
import { useHubProgress } from '../progress/useHubProgress';
import type { HubPlayerProps } from '../players';

type Props = {
  companySlug: string;
  materialId: string;
  name: string;
  steps: usePlayerSteps_steps$key;
  config: usePlayerConfig_config$key;
  learnerId: string | null;
  progress: LearnerProgress | null;
};

export function HubWalkthroughMaterial({ companySlug, materialId, name, steps, config, learnerId, progress }: Props) {
  const home = `/${encodeURIComponent(companySlug)}`;
  const here = useLocation();
  const hub = useHubProgress({ environment: getHubEnvironment, companySlug, materialId, learnerId, initial: progress });
  const [rating, setRating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="hub-material__head">
        <h1 className="hub-main__title">{name}</h1>
        {learnerId && <SaveStatus state={hub.saveState} signInHref={learnerSignInPath(companySlug, `${here.pathname}${here.search}`)} />}
        {learnerId && hub.progress?.status === 'COMPLETED' && !rating && <RateLater materialName={name} onRate={hub.rate} />}
      </div>
      <PublishedPlayer
        name={name}
        mode="hub"
        steps={steps}
        config={config}
        onStepChange={hub.openStep}
        onFinish={() => {
          hub.finish();
          setRating(true);
        }}
      />
      {rating && (
        <SatisfactionModal
          materialName={name}
          onComplete={(score) => {
            hub.rate(score);
            navigate(home);
          }}
        />
      )}
    </>
  );
}

/** The hub's walkthrough player (players.tsx): a material whose kind plays in the walkthrough player. */
export function HubWalkthroughPlayer({ companySlug, material, learner }: HubPlayerProps) {
  if (!material.walkthrough) return <p>This material isn't available.</p>;
  return (
    <HubWalkthroughMaterial
      companySlug={companySlug}
      materialId={material.id}
      name={material.walkthrough.name}
      steps={material.walkthrough.steps}
      config={material.walkthrough.config}
      learnerId={learner?.id ?? null}
      progress={material.myProgress ?? null}
    />
  );
}
