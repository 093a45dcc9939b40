/**
 * Which onboarding steps a person gets, where they resume and what the counter says (spec §2
 * "Account and setup screens", §9). Pure, so the rules are unit-tested.
 */
export type StepId = 'name' | 'industry' | 'company' | 'details' | 'size' | 'invite';

export interface OnboardingFacts {
  firstName?: string | null;
  lastName?: string | null;
  industryName?: string | null;
  industryRole?: string | null;
  jobTitle?: string | null;
  /** The company the session acts for; null before step 3 creates one. */
  company: { readonly size?: string | null } | null | undefined;
  /** The person's role in that company. */
  role: string | null | undefined;
  /** Whether that role may invite: the server's viewer.can.manageTeam (team.manage). */
  canInvite?: boolean;
}

const hasText = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * A person who already belongs to a company without owning it joined through an invite: the
 * company steps (3–5) are not theirs to answer. Whoever creates a company in step 3 is its Owner.
 */
export function joinedByInvite(facts: OnboardingFacts): boolean {
  return Boolean(facts.company) && facts.role !== 'OWNER';
}

/**
 * The steps, in order: all 6; without "name" when the profile already had a first and last name
 * when onboarding began (5); without the company steps for invitees, who see the invite step
 * only when their role may invite. `nameStepShown`: this onboarding already showed the name step
 * (the name is set now because the person answered it, so it stays in the count after a reload).
 */
export function onboardingSteps(facts: OnboardingFacts, nameStepShown = false): StepId[] {
  const steps: StepId[] = [];
  if (nameStepShown || !(hasText(facts.firstName) && hasText(facts.lastName))) steps.push('name');
  steps.push('industry');
  if (joinedByInvite(facts)) {
    if (facts.canInvite) steps.push('invite');
    return steps;
  }
  steps.push('company', 'details', 'size', 'invite');
  return steps;
}

/** Whether a step's answer is already saved (the invite step never is: it can always be sent). */
export function isStepDone(step: StepId, facts: OnboardingFacts): boolean {
  switch (step) {
    case 'name':
      return hasText(facts.firstName) && hasText(facts.lastName);
    case 'industry':
      return hasText(facts.industryName) && hasText(facts.industryRole);
    case 'company':
      return Boolean(facts.company);
    case 'details':
      return hasText(facts.jobTitle);
    case 'size':
      return hasText(facts.company?.size);
    case 'invite':
      return false;
  }
}

/** Where someone coming back to an unfinished onboarding continues: the first unanswered step. */
export function resumeIndex(steps: readonly StepId[], facts: OnboardingFacts): number {
  const index = steps.findIndex((step) => !isStepDone(step, facts));
  return index === -1 ? Math.max(steps.length - 1, 0) : index;
}

/** The counter text "n/total" (1-based). */
export function stepCounter(index: number, total: number): string {
  return `${index + 1}/${total}`;
}
