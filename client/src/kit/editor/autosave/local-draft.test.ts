import { describe, expect, it } from 'vitest';
import { localDraftKey, localDraftStore, planRestore } from './local-draft';
import { MemoryStorage, sampleDoc } from './test-support';

describe('localDraftStore', () => {
  it('keeps the draft under learnhub:draft:<materialId>', () => {
    const storage = new MemoryStorage();
    const drafts = localDraftStore('TWF0ZXJpYWw6MQ==', storage);
    const draft = { baseRevision: 2, doc: sampleDoc(), changedAt: '2030-01-01T00:00:00.000Z' };
    expect(drafts.write(draft)).toBe(true);
    expect(storage.getItem(localDraftKey('TWF0ZXJpYWw6MQ=='))).not.toBeNull();
    expect(localDraftKey('m1')).toBe('learnhub:draft:m1');
    expect(drafts.read()).toEqual(draft);
    drafts.clear();
    expect(drafts.read()).toBeNull();
  });

  it('throws away an unreadable or malformed entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(localDraftKey('m1'), '{not json');
    expect(localDraftStore('m1', storage).read()).toBeNull();
    expect(storage.length).toBe(0);
    storage.setItem(localDraftKey('m1'), JSON.stringify({ baseRevision: 'x', doc: {} }));
    expect(localDraftStore('m1', storage).read()).toBeNull();
  });

  it('reports a refused write (storage full) instead of throwing', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(localDraftStore('m1', storage).write({ baseRevision: 1, doc: sampleDoc(), changedAt: '' })).toBe(false);
  });

  it('does nothing without storage', () => {
    const drafts = localDraftStore('m1', null);
    expect(drafts.write({ baseRevision: 1, doc: sampleDoc(), changedAt: '' })).toBe(false);
    expect(drafts.read()).toBeNull();
  });
});

describe('planRestore', () => {
  const server = { revision: 4, doc: sampleDoc(['Server']) };
  const local = (baseRevision: number, names: string[]) => ({ baseRevision, doc: sampleDoc(names), changedAt: '' });

  it('restores a draft built on the server’s revision', () => {
    expect(planRestore(local(4, ['Mine']), server)).toMatchObject({ action: 'restore' });
  });

  it('asks when the server moved on (or the revision is unknown to it)', () => {
    expect(planRestore(local(3, ['Mine']), server)).toMatchObject({ action: 'conflict', baseRevision: 3 });
    expect(planRestore(local(9, ['Mine']), server)).toMatchObject({ action: 'conflict', baseRevision: 9 });
  });

  it('discards a draft equal to the server’s, and does nothing without one', () => {
    expect(planRestore(local(1, ['Server']), server)).toEqual({ action: 'discard' });
    expect(planRestore(null, server)).toEqual({ action: 'none' });
  });
});
