import { describe, expect, it } from 'vitest';
import { relativeTime, threadPreview } from './thread-preview';

describe('threadPreview', () => {
  it('keeps a message of 40 characters or fewer as it is', () => {
    expect(threadPreview('Thanks, see you tomorrow!')).toBe('Thanks, see you tomorrow!');
    // Exactly 40 characters.
    expect(threadPreview('abcdefghij abcdefghij abcdefghij abcdefg')).toBe('abcdefghij abcdefghij abcdefghij abcdefg');
  });

  it('cuts a longer message after its first 40 characters and adds an ellipsis', () => {
    expect(threadPreview('Could you check the dosage table in step 4 before Friday?')).toBe('Could you check the dosage table in step…');
    // 41 characters: the 41st goes.
    expect(threadPreview('abcdefghij abcdefghij abcdefghij abcdefgh')).toBe('abcdefghij abcdefghij abcdefghij abcdefg…');
  });

  it('does not end the cut on a space', () => {
    expect(threadPreview('I have finished the first module of the course')).toBe('I have finished the first module of the…');
  });

  it('puts a message on one line first', () => {
    expect(threadPreview('  Hello,\n\nsee the attached   file.  ')).toBe('Hello, see the attached file.');
  });

  it('counts an emoji as one character and never splits it', () => {
    // 👍🏽 is two code points (thumb and skin tone): the 40th character here.
    expect(threadPreview(`${'a'.repeat(39)}👍🏽 and more`)).toBe(`${'a'.repeat(39)}👍🏽…`);
    expect(threadPreview('👍🏽 Great work on the quiz, you passed it well!')).toBe('👍🏽 Great work on the quiz, you passed it…');
  });

  it('takes another length when told', () => {
    expect(threadPreview('Medication', 4)).toBe('Medi…');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says "just now" under a minute, and for a moment in the future', () => {
    expect(relativeTime(new Date('2026-03-10T11:59:30Z'), now)).toBe('just now');
    expect(relativeTime(new Date('2026-03-10T12:05:00Z'), now)).toBe('just now');
  });

  it('counts in the largest whole unit', () => {
    expect(relativeTime(new Date('2026-03-10T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-03-10T09:30:00Z'), now)).toBe('2 hours ago');
    expect(relativeTime(new Date('2026-03-09T10:00:00Z'), now)).toBe('yesterday');
    expect(relativeTime(new Date('2026-03-07T12:00:00Z'), now)).toBe('3 days ago');
    expect(relativeTime(new Date('2026-02-24T12:00:00Z'), now)).toBe('2 weeks ago');
    expect(relativeTime(new Date('2025-12-01T12:00:00Z'), now)).toBe('3 months ago');
  });
});
