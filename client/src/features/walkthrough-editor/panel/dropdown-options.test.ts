import { describe, expect, it } from 'vitest';
import { withAddedOption, withMovedOption, withoutOption, withRenamedOption } from './dropdown-options';

const options = [
  { id: 'b', order: 2, title: 'Two' },
  { id: 'a', order: 1, title: 'One' },
];

describe('dropdown options', () => {
  it('adds "Item n" at the end', () => {
    const added = withAddedOption(options);
    expect(added.map((option) => [option.order, option.title])).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Item 3'],
    ]);
  });

  it('removes one and renumbers the rest', () => {
    expect(withoutOption(options, 'a')).toEqual([{ id: 'b', order: 1, title: 'Two' }]);
  });

  it('moves an option up or down, and not past either end', () => {
    expect(withMovedOption(options, 'b', -1).map((option) => option.id)).toEqual(['b', 'a']);
    expect(withMovedOption(options, 'b', 1).map((option) => option.id)).toEqual(['a', 'b']);
  });

  it('renames one option', () => {
    expect(withRenamedOption(options, 'b', 'Deux')[1]).toEqual({ id: 'b', order: 2, title: 'Deux' });
  });
});
