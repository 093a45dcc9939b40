import { describe, expect, it } from 'vitest';
import { isStepDone, joinedByInvite, type OnboardingFacts, onboardingSteps, resumeIndex, stepCounter } from './onboarding-steps';

const newUser: OnboardingFacts = { company: null, role: null };

describe('onboardingSteps', () => {
  it('gives a new user all 6 steps in the spec order', () => {
    expect(onboardingSteps(newUser)).toEqual(['name', 'industry', 'company', 'details', 'size', 'invite']);
  });

  it('skips the name step when the profile has a first and last name (5 steps)', () => {
    expect(onboardingSteps({ ...newUser, firstName: 'Ada', lastName: 'Lovelace' })).toEqual(['industry', 'company', 'details', 'size', 'invite']);
  });

  it('keeps the name step after the person answered it, so a reload shows the same "2/6"', () => {
    const answered = { ...newUser, firstName: 'Ada', lastName: 'Lovelace' };
    const steps = onboardingSteps(answered, true);
    expect(steps).toEqual(['name', 'industry', 'company', 'details', 'size', 'invite']);
    expect(stepCounter(resumeIndex(steps, answered), steps.length)).toBe('2/6');
  });

  it('keeps the name step when only one of the names is set or a name is blank', () => {
    expect(onboardingSteps({ ...newUser, firstName: 'Ada' })[0]).toBe('name');
    expect(onboardingSteps({ ...newUser, firstName: 'Ada', lastName: '  ' })[0]).toBe('name');
  });

  it('keeps every step for the Owner of a company created during onboarding', () => {
    expect(onboardingSteps({ ...newUser, company: { size: null }, role: 'OWNER' })).toHaveLength(6);
  });

  it('skips the company steps for people who joined through an invite', () => {
    expect(onboardingSteps({ ...newUser, company: {}, role: 'MEMBER' })).toEqual(['name', 'industry']);
    expect(onboardingSteps({ ...newUser, company: {}, role: 'VIEW_ONLY' })).toEqual(['name', 'industry']);
  });

  it('shows an invitee the invite step only when the server says their role may invite (a Team Admin)', () => {
    expect(onboardingSteps({ ...newUser, company: {}, role: 'TEAM_ADMIN', canInvite: true })).toEqual(['name', 'industry', 'invite']);
    expect(onboardingSteps({ ...newUser, company: {}, role: 'MEMBER', canInvite: false })).toEqual(['name', 'industry']);
  });
});

describe('joinedByInvite', () => {
  it('is true only for members of a company they do not own', () => {
    expect(joinedByInvite(newUser)).toBe(false);
    expect(joinedByInvite({ company: {}, role: 'OWNER' })).toBe(false);
    expect(joinedByInvite({ company: {}, role: 'MEMBER' })).toBe(true);
  });
});

describe('resumeIndex', () => {
  it('starts a new user at the first step', () => {
    expect(resumeIndex(onboardingSteps(newUser), newUser)).toBe(0);
  });

  it('continues at the first unanswered step', () => {
    const facts: OnboardingFacts = { firstName: 'Ada', lastName: 'L', industryName: 'Banking', industryRole: 'CEO', company: { size: null }, role: 'OWNER' };
    const steps = onboardingSteps(facts);
    expect(steps[resumeIndex(steps, facts)]).toBe('details');
    const later = { ...facts, jobTitle: 'CEO', company: { size: '2-5' } };
    expect(steps[resumeIndex(steps, later)]).toBe('invite');
  });

  it('lands on the last step when every step is answered', () => {
    const facts: OnboardingFacts = { firstName: 'A', lastName: 'B', industryName: 'Banking', industryRole: 'CEO', company: {}, role: 'MEMBER' };
    expect(resumeIndex(onboardingSteps(facts), facts)).toBe(0);
    expect(resumeIndex(['industry'], facts)).toBe(0);
  });
});

describe('isStepDone', () => {
  it('never counts the invite step as done', () => {
    expect(isStepDone('invite', { company: {}, role: 'OWNER' })).toBe(false);
  });
});

describe('stepCounter', () => {
  it('reads n/total from a 0-based index', () => {
    expect(stepCounter(0, 6)).toBe('1/6');
    expect(stepCounter(4, 5)).toBe('5/5');
  });
});
