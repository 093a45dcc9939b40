import { describe, expect, it } from 'vitest';
import { pickEncoding } from './content-encoding.js';

describe('pickEncoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    // Nothing acceptable, or nothing said: the plain file.
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate, zstd', null],
    // q=0 refuses, also through the wildcard.
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.000, gzip;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip, *;q=0', 'gzip'],
    // The client's higher q wins; equal q goes to brotli.
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip, br;q=1.0', 'br'],
    // A malformed q-value does not make an encoding acceptable.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc', null],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('only picks a copy that exists', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('br, gzip', [])).toBeNull();
  });
});
