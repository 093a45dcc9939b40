import { describe, expect, it } from 'vitest';
import { assignableRoles, canManageMember, canManageTeam, ROLE_OPTIONS, roleLabel } from './roles';

describe('team roles', () => {
  it('offers Owner, Team Admin, Member, View Only', () => {
    expect(ROLE_OPTIONS.map((option) => option.label)).toEqual(['Owner', 'Team Admin', 'Member', 'View Only']);
    expect(roleLabel('TEAM_ADMIN')).toBe('Team Admin');
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
});
