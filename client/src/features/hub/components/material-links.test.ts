import { describe, expect, it } from 'vitest';
import { cardDescription, materialHref, splitMatch } from './material-links';

describe('hub cards', () => {
  it('cuts a description at 80 characters, at a word when one ends late enough', () => {
    expect(cardDescription('Short and sweet')).toBe('Short and sweet');
    expect(cardDescription(null)).toBe('');
    const long = 'Learn how to set up your account, invite your team and publish your first walkthrough today';
    // The first 80 characters end inside "walkthrough"; the cut goes back to the space before it.
    expect(cardDescription(long)).toBe('Learn how to set up your account, invite your team and publish your first…');
    expect(cardDescription('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
  });

  it('splits a name around the first match, any case, for the bold part of a suggestion', () => {
    expect(splitMatch('Getting Started', 'start')).toEqual(['Getting ', 'Start', 'ed']);
    expect(splitMatch('Getting Started', 'zzz')).toEqual(['Getting Started', '', '']);
    expect(splitMatch('Getting Started', '')).toEqual(['Getting Started', '', '']);
  });

  it("opens every kind on the hub's own page", () => {
    expect(materialHref('acme', { slug: 'tour' })).toBe('/acme/hub/tour');
    expect(materialHref('acme co', { slug: 'onboarding path' })).toBe('/acme%20co/hub/onboarding%20path');
  });
});
