import { describe, expect, it } from 'vitest';
import { ONBOARDING_INVITE_ROLES, ROLE_OPTIONS, roleLabel } from './roles';

describe('roles', () => {
  it('offers Owner, Team Admin, Member, View Only on the team page', () => {
    expect(ROLE_OPTIONS.map((option) => option.label)).toEqual(['Owner', 'Team Admin', 'Member', 'View Only']);
  });

  it('offers Member, Team Admin, View Only in onboarding', () => {
    expect(ONBOARDING_INVITE_ROLES).toEqual(['MEMBER', 'TEAM_ADMIN', 'VIEW_ONLY']);
  });

  it('labels known roles, shows unknown ones as they come, and says so when there is none', () => {
    expect(roleLabel('TEAM_ADMIN')).toBe('Team Admin');
    expect(roleLabel('VIEW_ONLY')).toBe('View Only');
    expect(roleLabel('AUDITOR')).toBe('AUDITOR');
    expect(roleLabel(null)).toBe('Unknown role');
  });
});
