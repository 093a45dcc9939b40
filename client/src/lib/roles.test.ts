import { describe, expect, it } from 'vitest';
import { assignableRoles, canManageMember, canManageTeam, canWriteMaterials, ONBOARDING_INVITE_ROLES, ROLE_OPTIONS, roleLabel } from './roles';

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

  it('lets Owners and Team Admins manage the team, not Members or View Only', () => {
    expect(['OWNER', 'TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'].map(canManageTeam)).toEqual([true, true, false, false]);
  });

  it('keeps Team Admins away from Owners', () => {
    expect(canManageMember('TEAM_ADMIN', 'OWNER')).toBe(false);
    expect(canManageMember('TEAM_ADMIN', 'MEMBER')).toBe(true);
    expect(canManageMember('OWNER', 'OWNER')).toBe(true);
    expect(canManageMember('VIEW_ONLY', 'MEMBER')).toBe(false);
    expect(assignableRoles('TEAM_ADMIN')).not.toContain('OWNER');
    expect(assignableRoles('OWNER')).toContain('OWNER');
    expect(assignableRoles('MEMBER')).toEqual([]);
  });

  it('lets Members and up write materials, not View Only', () => {
    expect(['OWNER', 'TEAM_ADMIN', 'MEMBER'].every(canWriteMaterials)).toBe(true);
    expect(canWriteMaterials('VIEW_ONLY')).toBe(false);
    expect(canWriteMaterials(null)).toBe(false);
  });
});
