import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Grace  Brewster Hopper ')).toBe('GH');
    expect(initials('Cher')).toBe('C');
    expect(initials('   ')).toBe('?');
  });

  it('takes an emoji whole, never half of it', () => {
    // "🦊" is two UTF-16 units; its first alone is a lone surrogate, drawn as "�".
    expect(initials('Ivy 🦊')).toBe('I🦊');
    // A woman technologist with a skin tone: four code points joined by a zero-width joiner.
    expect(initials('👩🏽‍💻 Coder')).toBe('👩🏽‍💻C');
    // A flag is two regional indicators.
    expect(initials('🇳🇴 Nora')).toBe('🇳🇴N');
  });

  it('keeps a letter with its combining accent', () => {
    // "É" written as E + U+0301.
    expect(initials('E\u0301mile Zola')).toBe('E\u0301Z');
  });
});

describe('Avatar', () => {
  it('shows whole characters, named by the full name', () => {
    render(<Avatar name="Ivy 🦊" />);
    const avatar = screen.getByRole('img', { name: 'Ivy 🦊' });
    expect(avatar.textContent).toBe('I🦊');
    expect(avatar.textContent).not.toMatch(/[\uD800-\uDFFF]/u);
  });
});
