import { describe, expect, it } from 'vitest';
import { profileFields, profileInput, roleLine } from './profile-input';

describe('profileInput', () => {
  it('sends only the non-empty fields, trimmed', () => {
    expect(profileInput({ firstName: ' Ada ', lastName: '', jobTitle: '  ', companyName: 'Acme' })).toEqual({ firstName: 'Ada', companyName: 'Acme' });
  });
});

describe('roleLine', () => {
  it('reads "job title @ company"', () => {
    expect(roleLine('Engineer', 'Acme')).toBe('Engineer @ Acme');
    expect(roleLine('Engineer', null)).toBe('Engineer');
    expect(roleLine('', 'Acme')).toBe('@ Acme');
    expect(roleLine(null, undefined)).toBe('');
  });
});

describe('profileFields', () => {
  it('fills the inputs from the saved profile, empty where nothing is saved', () => {
    expect(profileFields({ firstName: 'Ada', lastName: null, jobTitle: 'Engineer' })).toEqual({
      firstName: 'Ada',
      lastName: '',
      jobTitle: 'Engineer',
      companyName: '',
    });
    expect(profileFields(null)).toEqual({ firstName: '', lastName: '', jobTitle: '', companyName: '' });
  });
});
