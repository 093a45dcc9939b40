import { describe, expect, it } from 'vitest';
import { SAVE_STATUS_LABELS, sameStatus, saveStatusDetail } from './save-status';

describe('save status texts', () => {
  it('uses the exact labels', () => {
    expect(SAVE_STATUS_LABELS).toEqual({ saved: 'Saved', saving: 'Saving…', retrying: 'Retrying', conflict: 'Conflict', error: 'Not saved' });
  });

  it('describes each state in a short sentence', () => {
    const savedAt = new Date(2030, 0, 2, 14, 3).toISOString();
    expect(saveStatusDetail({ kind: 'saved', revision: 3, savedAt })).toBe('Saved at 14:03');
    expect(saveStatusDetail({ kind: 'saved', revision: 3, savedAt: null })).toBe('All changes saved');
    expect(saveStatusDetail({ kind: 'retrying', attempt: 2, error: 'offline', nextAttemptAt: 10_000 }, 8_000)).toBe(
      "Couldn't save (offline). Trying again in 2 s; your changes are kept on this device.",
    );
    // Never the draft's revision counter: History numbers published revisions, not drafts.
    expect(saveStatusDetail({ kind: 'conflict', theirRevision: 7, savedByName: null, savedAt: null, otherTab: false })).toBe(
      'Someone saved a newer version while you were editing.',
    );
    const at = new Date(2030, 0, 2, 9, 5).toISOString();
    expect(saveStatusDetail({ kind: 'conflict', theirRevision: 7, savedByName: 'Ada', savedAt: at, otherTab: false })).toBe(
      'Ada saved a newer version at 09:05 while you were editing.',
    );
    expect(saveStatusDetail({ kind: 'conflict', theirRevision: 7, savedByName: 'Ada', savedAt: at, otherTab: true })).toBe(
      'You saved in another tab at 09:05 while this tab had unsaved changes.',
    );
    expect(saveStatusDetail({ kind: 'error', message: 'Not valid.' })).toBe('Not valid.');
  });

  it('compares statuses by value', () => {
    expect(sameStatus({ kind: 'saving' }, { kind: 'saving' })).toBe(true);
    expect(sameStatus({ kind: 'saved', revision: 1, savedAt: null }, { kind: 'saved', revision: 2, savedAt: null })).toBe(false);
  });
});
