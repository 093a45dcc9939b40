import { describe, expect, it } from 'vitest';
import { documentVersions, SCHEMA_VERSION_KEY, stampStep, storedVersion, upgradeStep, upgradeSteps } from './document-versions.js';
import { readPathSteps } from './path/schema.js';
import { trustedPathSteps } from './path/trusted-steps.js';
import { PATH_VERSIONS } from './path/versions.js';

// A throw-away document: v2 renames `name` to `title`, v3 adds `tags`.
const VERSIONS = documentVersions([
  { to: 2, description: 'name → title', up: ({ name, ...s }) => ({ ...s, title: name }) },
  { to: 3, description: 'tags', up: (s) => ({ ...s, tags: [] }) },
]);

describe('document versions', () => {
  it('counts the current version from the migrations, which must go 2, 3, 4…', () => {
    expect(VERSIONS.current).toBe(3);
    expect(documentVersions([]).current).toBe(1);
    expect(() => documentVersions([{ to: 3, description: 'skips 2', up: (s) => s }])).toThrow('it must produce 2');
  });

  it('reads a step without a version as version 1, and one with a nonsense version too', () => {
    expect(storedVersion({ id: 1 })).toBe(1);
    expect(storedVersion({ id: 1, [SCHEMA_VERSION_KEY]: 2 })).toBe(2);
    expect(storedVersion({ id: 1, [SCHEMA_VERSION_KEY]: '2' })).toBe(1);
    expect(storedVersion({ id: 1, [SCHEMA_VERSION_KEY]: 0 })).toBe(1);
  });

  it('runs only the migrations above the stored version, and leaves the key out', () => {
    expect(upgradeStep(VERSIONS, { id: 1, name: 'A' })).toEqual({ id: 1, title: 'A', tags: [] });
    expect(upgradeStep(VERSIONS, { id: 1, title: 'A', [SCHEMA_VERSION_KEY]: 2 })).toEqual({ id: 1, title: 'A', tags: [] });
    expect(upgradeStep(VERSIONS, { id: 1, title: 'A', tags: ['x'], [SCHEMA_VERSION_KEY]: 3 })).toEqual({ id: 1, title: 'A', tags: ['x'] });
  });

  it('reads a step written by a newer version as it is (a rolling deploy)', () => {
    expect(upgradeStep(VERSIONS, { id: 1, title: 'A', tags: [], colour: 'red', [SCHEMA_VERSION_KEY]: 4 })).toEqual({
      id: 1,
      title: 'A',
      tags: [],
      colour: 'red',
    });
  });

  it('upgrades a list of steps of mixed versions; anything but a list is an empty document', () => {
    expect(upgradeSteps(VERSIONS, [{ id: 1, name: 'A' }, { id: 2, title: 'B', tags: [], [SCHEMA_VERSION_KEY]: 3 }, 'junk'])).toEqual([
      { id: 1, title: 'A', tags: [] },
      { id: 2, title: 'B', tags: [] },
      'junk',
    ]);
    expect(upgradeSteps(VERSIONS, null)).toEqual([]);
    expect(upgradeSteps(VERSIONS, { id: 1 })).toEqual([]);
  });

  it('stamps a step with the current version', () => {
    expect(stampStep(VERSIONS, { id: 1 })).toEqual({ id: 1, [SCHEMA_VERSION_KEY]: 3 });
  });
});

describe('the path document, version 2', () => {
  const v1 = {
    id: 1,
    title: 'S',
    layers: [
      { id: 'main', type: 'large_text', content: 'Hi' },
      { id: 'b', type: 'body', content: 'One\nTwo' },
    ],
  };
  const richTwoLines = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
    ],
  };

  it('turns a version-1 body string into rich text, in both readers', () => {
    expect(PATH_VERSIONS.current).toBe(2);
    expect(readPathSteps([v1])[0]?.layers[1]).toMatchObject({ id: 'b', type: 'body', content: richTwoLines });
    expect(trustedPathSteps([v1])[0]?.layers[1]).toEqual({ id: 'b', type: 'body', content: richTwoLines });
    expect(trustedPathSteps([v1])[0]).not.toHaveProperty(SCHEMA_VERSION_KEY);
  });

  it('leaves a version-2 step alone: a string there is not migrated again', () => {
    // Version 2 never stores a string body; were one there, the trusted reader must not treat it as version 1.
    const v2 = { ...v1, [SCHEMA_VERSION_KEY]: 2 };
    expect(trustedPathSteps([v2])[0]?.layers[1]).toEqual({ id: 'b', type: 'body', content: 'One\nTwo' });
  });
});
