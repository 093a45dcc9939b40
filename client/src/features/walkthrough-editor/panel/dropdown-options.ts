/** Editing a dropdown layer's option list: pure functions returning the new list (orders 1..n). */
import { newLayerId } from '../../../lib/walkthrough/layer-defaults';
import { type DropdownOption, LIMITS } from '../../../lib/walkthrough/types';

const renumber = (options: DropdownOption[]) => options.map((option, index) => ({ ...option, order: index + 1 }));

/** The options in their display order. */
export function sortedOptions(options: readonly DropdownOption[]): DropdownOption[] {
  return [...options].sort((a, b) => a.order - b.order);
}

/** Adds "Item n" at the end (nothing past the limit of 100). */
export function withAddedOption(options: readonly DropdownOption[]): DropdownOption[] {
  const sorted = sortedOptions(options);
  if (sorted.length >= LIMITS.maxOptions) return sorted;
  return renumber([...sorted, { id: newLayerId(), order: sorted.length + 1, title: `Item ${sorted.length + 1}` }]);
}

export function withoutOption(options: readonly DropdownOption[], id: string): DropdownOption[] {
  return renumber(sortedOptions(options).filter((option) => option.id !== id));
}

/** Moves an option one place up (-1) or down (+1). */
export function withMovedOption(options: readonly DropdownOption[], id: string, offset: -1 | 1): DropdownOption[] {
  const sorted = sortedOptions(options);
  const from = sorted.findIndex((option) => option.id === id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= sorted.length) return sorted;
  const [moved] = sorted.splice(from, 1);
  if (moved) sorted.splice(to, 0, moved);
  return renumber(sorted);
}

export function withRenamedOption(options: readonly DropdownOption[], id: string, title: string): DropdownOption[] {
  return sortedOptions(options).map((option) => (option.id === id ? { ...option, title } : option));
}
