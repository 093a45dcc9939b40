import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingPageQuery$data } from '../../__generated__/OnboardingPageQuery.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { RegistrationLayout } from './components/RegistrationLayout';
import { useActivateProfileMutation } from './mutations/useActivateProfileMutation';
import { type OnboardingFacts, onboardingSteps, resumeIndex, type StepId } from './onboarding-steps';
import { forgetNameStep, nameStepWasShown, rememberNameStep } from './name-step-memory';
import { CompanyStep } from './steps/CompanyStep';
import { DetailsStep } from './steps/DetailsStep';
import { IndustryStep } from './steps/IndustryStep';
import { InviteStep } from './steps/InviteStep';
import { NameStep } from './steps/NameStep';
import { SizeStep } from './steps/SizeStep';

type Viewer = NonNullable<OnboardingPageQuery$data['viewer']>;

/**
 * The onboarding wizard (spec §2, §4, §5, §9). Linear: each step saves through its own mutation
 * and only then moves on; Back (after the first step) reopens a saved step with its answers.
 *
 * Decisions:
 * - The step list is fixed when onboarding begins (onboarding-steps.ts): 6 steps, 5 when the
 *   profile already has a first and last name; a reload keeps the count (name-step-memory.ts).
 * - People who joined through an invite already belong to a company they do not own: they skip
 *   the company steps (3 company, 4 details, 5 size) — those answers belong to the company's
 *   Owner — and see the invite step only when their role may invite (Team Admin).
 * - Someone who comes back to an unfinished onboarding continues at the first unanswered step.
 * - After the last step the profile is activated; then the verify-email page shows, or the
 *   company's dashboard when the address is already confirmed.
 */
export function OnboardingWizard({ data }: { data: OnboardingPageQuery$data & { viewer: Viewer } }) {
  const navigate = useNavigate();
  const { viewer } = data;
  const [steps] = useState(() => {
    const list = onboardingSteps(factsOf(viewer), nameStepWasShown(viewer.user.id));
    rememberNameStep(viewer.user.id, list.includes('name'));
    return list;
  });
  const [index, setIndex] = useState(() => resumeIndex(steps, factsOf(viewer)));
  const [activate, finishing] = useActivateProfileMutation();
  const [finishError, setFinishError] = useState<string | null>(null);
  const moved = useRef(false);

  // After Back or Continue, take keyboard and screen-reader focus to the new step's question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes; `index` is the trigger, not a value read.
  useEffect(() => {
    if (moved.current) document.getElementById('onb-step-title')?.focus();
  }, [index]);

  async function finish() {
    setFinishError(null);
    try {
      const { activateProfile: result } = await activate({});
      if (result.__typename !== 'UpdateProfilePayload' || !result.user) {
        setFinishError(result.message ?? 'Something went wrong.');
        return;
      }
      forgetNameStep(viewer.user.id);
      const slug = viewer.company?.slug;
      if (result.user.confirmedAt) navigate(slug ? `/${encodeURIComponent(slug)}/dashboard` : '/', { replace: true });
      else navigate(viewer.user.hasPassword ? '/verify_email' : '/verify_email?oidc=1', { replace: true });
    } catch (error) {
      setFinishError(networkErrorMessage(error));
    }
  }

  function handleDone() {
    moved.current = true;
    if (index < steps.length - 1) setIndex(index + 1);
    else void finish();
  }

  function handleBack() {
    moved.current = true;
    setIndex(index - 1);
  }

  const step = steps[index] as StepId;
  const stepProps = { onDone: handleDone, finishing, submitLabel: index === steps.length - 1 ? 'Finish' : 'Continue' };
  return (
    <RegistrationLayout index={index} total={steps.length} onBack={index > 0 ? handleBack : undefined}>
      {viewer.removedFromCompanyName && !viewer.company && (
        <p className="onb-step__notice" role="status">
          You were removed from {viewer.removedFromCompanyName}. Create a company of your own below, or ask someone there to invite you again.
        </p>
      )}
      {finishError && (
        <p className="onb-step__error" role="alert">
          {finishError}
        </p>
      )}
      {step === 'name' && <NameStep key={step} user={viewer.user} {...stepProps} />}
      {step === 'industry' && <IndustryStep key={step} query={data} user={viewer.user} {...stepProps} />}
      {step === 'company' && <CompanyStep key={step} company={viewer.company} {...stepProps} />}
      {step === 'details' && <DetailsStep key={step} user={viewer.user} company={viewer.company} {...stepProps} />}
      {step === 'size' && <SizeStep key={step} query={data} company={viewer.company} {...stepProps} />}
      {step === 'invite' && <InviteStep key={step} {...stepProps} />}
    </RegistrationLayout>
  );
}

function factsOf(viewer: Viewer): OnboardingFacts {
  const profile = viewer.user.profile;
  return {
    firstName: profile?.firstName,
    lastName: profile?.lastName,
    industryName: profile?.industryName,
    industryRole: profile?.industryRole,
    jobTitle: profile?.jobTitle,
    company: viewer.company,
    role: viewer.role,
    canInvite: viewer.can.manageTeam,
  };
}
