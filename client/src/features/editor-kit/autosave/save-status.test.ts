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
    expect(saveStatusDetail({ kind: 'conflict', theirRevision: 7, savedByName: null })).toBe('Someone saved revision 7 while you were editing.');
    expect(saveStatusDetail({ kind: 'error', message: 'Not valid.' })).toBe('Not valid.');
  });

  it('compares statuses by value', () => {
    expect(sameStatus({ kind: 'saving' }, { kind: 'saving' })).toBe(true);
    expect(sameStatus({ kind: 'saved', revision: 1, savedAt: null }, { kind: 'saved', revision: 2, savedAt: null })).toBe(false);
  });
});
