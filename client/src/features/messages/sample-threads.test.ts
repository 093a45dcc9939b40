import { describe, expect, it } from 'vitest';
import { SAMPLE_THREADS, type SampleThread, visibleThreads } from './sample-threads';

const thread = (id: string, minutesAgo: number, extra: Partial<SampleThread> = {}): SampleThread => ({
  id,
  learner: id,
  email: `${id}@example.com`,
  subject: 'Subject',
  important: false,
  archived: false,
  unread: 0,
  messages: [{ id: `${id}-1`, from: 'learner', text: 'Hello', minutesAgo }],
  ...extra,
});

const ids = (threads: SampleThread[]) => threads.map((t) => t.id);

describe('visibleThreads', () => {
  const threads = [thread('Ana Lee', 30), thread('Ben Okafor', 5, { important: true }), thread('Cleo Anand', 90, { archived: true, important: true })];

  it('lists the threads not archived, newest first', () => {
    expect(ids(visibleThreads(threads, 'all', '', 'newest'))).toEqual(['Ben Okafor', 'Ana Lee']);
    expect(ids(visibleThreads(threads, 'all', '', 'oldest'))).toEqual(['Ana Lee', 'Ben Okafor']);
  });

  it('filters on Important (not archived) and on Archived', () => {
    expect(ids(visibleThreads(threads, 'important', '', 'newest'))).toEqual(['Ben Okafor']);
    expect(ids(visibleThreads(threads, 'archived', '', 'newest'))).toEqual(['Cleo Anand']);
  });

  it('searches the learner name, any part and any case', () => {
    expect(ids(visibleThreads(threads, 'all', '  OKA ', 'newest'))).toEqual(['Ben Okafor']);
    expect(ids(visibleThreads(threads, 'all', 'an', 'newest'))).toEqual(['Ana Lee']);
    expect(ids(visibleThreads(threads, 'all', 'zz', 'newest'))).toEqual([]);
  });

  it('gives the sample screen an empty Archived list and some important threads', () => {
    expect(visibleThreads(SAMPLE_THREADS, 'archived', '', 'newest')).toEqual([]);
    expect(ids(visibleThreads(SAMPLE_THREADS, 'important', '', 'newest'))).toEqual(['ava', 'sofia']);
  });
});
