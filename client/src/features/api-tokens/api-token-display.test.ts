import { API_SCOPES, API_TOKEN_EXPIRY_DAYS } from '@learnhub/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY, EXPIRY_OPTIONS, expiresAtFor, expiryShown, maskedToken, NO_EXPIRY, scopeAreas, scopeLabels } from './api-token-display';

describe('expiry choices', () => {
  it('offers every catalogue choice, "No expiry" for null, and defaults to one of them', () => {
    expect(EXPIRY_OPTIONS).toHaveLength(API_TOKEN_EXPIRY_DAYS.length);
    expect(EXPIRY_OPTIONS.at(-1)).toEqual({ value: NO_EXPIRY, label: 'No expiry' });
    expect(EXPIRY_OPTIONS.map((o) => o.value)).toContain(DEFAULT_EXPIRY);
  });

  it('sends now + N days as an ISO instant, or null for no expiry', () => {
    const now = new Date('2026-01-01T12:00:00.000Z');
    expect(expiresAtFor('30', now)).toBe('2026-01-31T12:00:00.000Z');
    expect(expiresAtFor(NO_EXPIRY, now)).toBeNull();
  });
});

describe('token display', () => {
  it('groups every scope by area in the catalogue order', () => {
    const areas = scopeAreas();
    expect(areas.flatMap((a) => a.scopes)).toEqual([...API_SCOPES]);
    expect(areas[0]?.area).toBe('Materials');
  });

  it('labels scopes in the catalogue order and keeps unknown names', () => {
    expect(scopeLabels(['analytics:read', 'future:read', 'materials:read'])).toEqual(['Read materials', 'Read analytics', 'future:read']);
  });

  it('reads the expiry as never, expired or a date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiryShown(null, 'ACTIVE', now)).toEqual({ kind: 'never' });
    expect(expiryShown('2025-12-31T00:00:00Z', 'ACTIVE', now).kind).toBe('expired');
    expect(expiryShown('2026-02-01T00:00:00Z', 'ACTIVE', now).kind).toBe('expires');
    expect(maskedToken('a1B2')).toBe('lh_…a1B2');
  });
});
