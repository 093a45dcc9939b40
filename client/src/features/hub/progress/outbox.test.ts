import { describe, expect, it } from 'vitest';
import { outboxKey, waitingWrites } from './outbox';

/** A Storage of this test's own (jsdom's localStorage would be shared between tests). */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('waitingWrites', () => {
  const write = (id: string) => ({ id, kind: 'completeStep', input: {}, queuedAt: 1 });

  it("counts the learner's stored writes, not another learner's or the visitor's", () => {
    const storage = memoryStorage({
      'learnhub.outbox.demo.l1': JSON.stringify([write('a'), write('b')]),
      'learnhub.outbox.demo.l2': JSON.stringify([write('c')]),
      'learnhub.outbox.demo.visitor': JSON.stringify([write('d')]),
    });
    expect(waitingWrites(outboxKey('demo', 'l1'), storage)).toBe(2);
    expect(waitingWrites(outboxKey('demo', 'l2'), storage)).toBe(1);
    expect(waitingWrites(outboxKey('demo', null), storage)).toBe(1);
    expect(waitingWrites(outboxKey('other', 'l1'), storage)).toBe(0);
  });

  it('reads nothing from a damaged entry or without storage', () => {
    expect(waitingWrites('demo.l1', memoryStorage({ 'learnhub.outbox.demo.l1': '{not json' }))).toBe(0);
    expect(waitingWrites('demo.l1', memoryStorage({ 'learnhub.outbox.demo.l1': '{"id":1}' }))).toBe(0);
    expect(waitingWrites('demo.l1', null)).toBe(0);
  });
});
