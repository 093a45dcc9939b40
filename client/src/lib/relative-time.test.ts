import { describe, expect, it } from 'vitest';
import { relativeTime, timeSince } from './relative-time';

const now = new Date('2026-11-27T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('relativeTime', () => {
  it('names the largest whole unit, rounded toward now, both ways', () => {
    expect(relativeTime(at(-30), now)).toBe('just now');
    expect(relativeTime(at(30), now)).toBe('in less than a minute');
    expect(relativeTime(at(-5 * 60 - 59), now)).toBe('5 minutes ago');
    expect(relativeTime(at(10 * 60), now)).toBe('in 10 minutes');
    expect(relativeTime(at(-3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(at(-86_400), now)).toBe('yesterday');
    expect(relativeTime(at(86_400), now)).toBe('tomorrow');
    expect(relativeTime(at(-13 * 86_400), now)).toBe('last week');
    expect(relativeTime(at(-60 * 86_400), now)).toBe('2 months ago');
    expect(relativeTime(at(-400 * 86_400), now)).toBe('last year');
    expect(relativeTime(at(-90).toISOString(), now)).toBe('1 minute ago');
  });
});

describe('timeSince', () => {
  it('reads a moment ahead of this clock as "just now"', () => {
    expect(timeSince(at(120), now)).toBe('just now');
    expect(timeSince(at(-120), now)).toBe('2 minutes ago');
  });
});
