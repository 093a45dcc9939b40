import { describe, expect, it } from 'vitest';
import { readOidcFragment } from './oidc-fragment';

describe('readOidcFragment', () => {
  it('reads the token and whether the account is new', () => {
    expect(readOidcFragment('#token=abc%2B1&new=1')).toEqual({ token: 'abc+1', isNew: true });
    expect(readOidcFragment('#token=abc&new=0')).toEqual({ token: 'abc', isNew: false });
  });

  it('returns null without a token', () => {
    expect(readOidcFragment('')).toBeNull();
    expect(readOidcFragment('#new=1')).toBeNull();
  });
});
