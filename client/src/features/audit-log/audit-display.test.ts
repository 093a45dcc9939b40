import { describe, expect, it } from 'vitest';
import {
  actionOptions,
  actionWords,
  actorShown,
  changedFields,
  csvAddress,
  csvFileName,
  emailParts,
  EMPTY_FILTERS,
  endOfDay,
  entriesLabel,
  filterFor,
  hasFilters,
  NO_FILTER,
  prettyJson,
  RANGE_BACKWARDS,
  shortId,
  startOfDay,
  targetTypeWords,
} from './audit-display';

describe('actions', () => {
  it('says the common mutations, REST routes, sign-ins and exports in words; others have none', () => {
    expect(actionWords('updateMemberRole')).toBe("Changed a member's role");
    expect(actionWords('createApiToken')).toBe('Made an API token');
    expect(actionWords('PUT /paths/{slug}/publish')).toBe('Published a material');
    expect(actionWords('signIn')).toBe('Signed in');
    expect(actionWords('audienceExport')).toBe('Exported the audience');
    expect(actionWords('somethingNew')).toBeNull();
    expect(actionWords('toString')).toBeNull();
  });

  it('offers "All actions" first, then each action with its raw name, sorted by what is shown', () => {
    expect(actionOptions(['signIn', 'zzzNew', 'createApiToken'])).toEqual([
      { value: '', label: 'All actions' },
      { value: 'createApiToken', label: 'Made an API token (createApiToken)' },
      { value: 'signIn', label: 'Signed in (signIn)' },
      { value: 'zzzNew', label: 'zzzNew' },
    ]);
  });
});

describe('actors and targets', () => {
  it('shows a person by e-mail and a token by name, with who made it', () => {
    expect(actorShown({ actorType: 'USER', actorLabel: 'ada@example.com', actorUser: 'ada@example.com' })).toEqual({
      name: 'ada@example.com',
      token: false,
      madeBy: null,
    });
    expect(actorShown({ actorType: 'TOKEN', actorLabel: 'CRM sync (API token)', actorUser: 'ada@example.com' })).toEqual({
      name: 'CRM sync',
      token: true,
      madeBy: 'ada@example.com',
    });
    expect(actorShown({ actorType: 'TOKEN', actorLabel: 'Plain', actorUser: null }).name).toBe('Plain');
  });

  it('names target types in words and shortens long ids', () => {
    expect(targetTypeWords('ApiToken')).toBe('API token');
    expect(targetTypeWords('LibraryImage')).toBe('Library image');
    expect(targetTypeWords('slug')).toBe('Slug');
    expect(shortId('0194f3a6-2c3d-7e4f-8a5b-6c7d8e9f0a1b')).toBe('0194f3a6…');
    expect(shortId('42')).toBe('42');
  });

  it('lets an e-mail break before its @', () => {
    expect(emailParts('ada.lovelace@example.com')).toEqual(['ada.lovelace', '@example.com']);
    expect(emailParts('CRM sync')).toBeNull();
  });
});

describe('before and after', () => {
  it('indents JSON and says nothing for none', () => {
    expect(prettyJson({ name: 'A' })).toBe('{\n  "name": "A"\n}');
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson(null)).toBeNull();
  });

  it('lists the fields that changed', () => {
    expect(changedFields({ name: 'Old', website: 'a.com' }, { name: 'New', website: 'a.com' })).toEqual(['name']);
    expect(changedFields(null, { role: 'MEMBER' })).toEqual([]);
  });
});

describe('filters', () => {
  it('sends a day range as the start and the end of those days in local time', () => {
    expect(startOfDay('2026-11-27')).toBe(new Date(2026, 10, 27, 0, 0, 0, 0).toISOString());
    expect(endOfDay('2026-11-28')).toBe(new Date(2026, 10, 28, 23, 59, 59, 999).toISOString());
    expect(startOfDay('')).toBeNull();
    expect(startOfDay('2026-02-31')).toBeNull();
  });

  it('leaves empty fields out, trims the actor, and refuses a range that ends before it starts', () => {
    expect(filterFor(EMPTY_FILTERS)).toEqual({ filter: NO_FILTER });
    expect(filterFor({ action: 'signIn', actor: '  ada@example.com ', from: '2026-11-28', to: '2026-11-28' })).toEqual({
      filter: {
        action: 'signIn',
        actor: 'ada@example.com',
        from: new Date(2026, 10, 28).toISOString(),
        to: new Date(2026, 10, 28, 23, 59, 59, 999).toISOString(),
      },
    });
    expect(filterFor({ ...EMPTY_FILTERS, from: '2026-11-28', to: '2026-11-27' })).toEqual({ error: RANGE_BACKWARDS });
    expect(hasFilters(NO_FILTER)).toBe(false);
    expect(hasFilters({ ...NO_FILTER, actor: 'x' })).toBe(true);
  });
});

describe('the CSV', () => {
  it('asks for the same filters, and only those that are set', () => {
    expect(csvAddress(NO_FILTER)).toBe('/api/v1/audit_log?format=csv');
    expect(csvAddress({ action: 'PUT /paths/{slug}/publish', actor: 'a+b@example.com', from: '2026-11-27T23:00:00.000Z', to: null })).toBe(
      '/api/v1/audit_log?format=csv&actor=a%2Bb%40example.com&action=PUT+%2Fpaths%2F%7Bslug%7D%2Fpublish&from=2026-11-27T23%3A00%3A00.000Z',
    );
  });

  it('is named after today in local time', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 30))).toBe('audit-log-2026-01-05.csv');
  });

  it('counts entries', () => {
    expect(entriesLabel(1)).toBe('1 entry');
    expect(entriesLabel(1200)).toBe('1,200 entries');
  });
});
