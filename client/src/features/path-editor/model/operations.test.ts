import type { PathDoc, PathElement, PathStep } from '@learnhub/content';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  addElement,
  addStep,
  deleteElement,
  deleteStep,
  moveElement,
  type PathRecipe,
  reorderSteps,
  setConfigValue,
  stepAfterDelete,
  updateElement,
  updateStep,
} from './operations';

const text = (id: string, content = id): PathElement => ({ id, type: 'large_text', content, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' });
const step = (id: number, ids: string[] = []): PathStep => ({
  id,
  title: `S${id}`,
  description: '',
  dueDate: '',
  buttons: { complete: true, next: true },
  layers: [text('main', `S${id}`), ...ids.map((i) => text(i))],
});
const doc = (): PathDoc => ({
  steps: [step(1, ['a', 'b', 'c']), step(2), step(3)],
  config: [{ sectionId: 'phc', sectionTitle: '', values: [{ id: 'phcHeadline', title: 'Headline', value: '', type: 'text' }] }],
});
const apply = (d: PathDoc, recipe: PathRecipe) => produce(d, recipe);
const ids = (d: PathDoc, stepIndex = 0) => d.steps[stepIndex]?.layers.map((l) => l.id);

describe('path operations', () => {
  it('adds an element after another, at the end without one, and never twice the same id', () => {
    const d = doc();
    expect(ids(apply(d, addElement(1, text('x'), 'a')))).toEqual(['main', 'a', 'x', 'b', 'c']);
    expect(ids(apply(d, addElement(1, text('x'))))).toEqual(['main', 'a', 'b', 'c', 'x']);
    expect(apply(d, addElement(1, text('a')))).toBe(d);
    expect(ids(apply(d, addElement(2, text('first'))), 1)).toEqual(['main', 'first']);
  });

  it('deletes an element but never the title element', () => {
    const d = doc();
    expect(ids(apply(d, deleteElement(1, 'b')))).toEqual(['main', 'a', 'c']);
    expect(apply(d, deleteElement(1, 'main'))).toBe(d);
  });

  it('moves elements among the body, keeping the title element first', () => {
    const d = doc();
    // body is a, b, c: a from 0 to 2 gives b, c, a.
    expect(ids(apply(d, moveElement(1, 0, 2)))).toEqual(['main', 'b', 'c', 'a']);
    expect(ids(apply(d, moveElement(1, 2, 0)))).toEqual(['main', 'c', 'a', 'b']);
    expect(apply(d, moveElement(1, 0, 3))).toBe(d);
  });

  it('renames a step and its title element together; due dates and buttons change alone', () => {
    const d = apply(doc(), updateStep(1, { title: 'Welcome', dueDate: '2026-12-01' }));
    expect(d.steps[0]?.title).toBe('Welcome');
    expect(d.steps[0]?.layers[0]).toMatchObject({ id: 'main', content: 'Welcome' });
    expect(d.steps[0]?.dueDate).toBe('2026-12-01');
    expect(apply(d, updateStep(1, { buttons: { complete: true, next: false } })).steps[0]?.buttons).toEqual({ complete: true, next: false });
  });

  it('adds, deletes and reorders steps, and picks the step to select after a delete', () => {
    const d = doc();
    expect(apply(d, addStep(step(9), 1)).steps.map((s) => s.id)).toEqual([1, 9, 2, 3]);
    expect(apply(d, deleteStep(2)).steps.map((s) => s.id)).toEqual([1, 3]);
    expect(apply(d, reorderSteps(0, 2)).steps.map((s) => s.id)).toEqual([2, 3, 1]);
    expect(stepAfterDelete(d.steps, 2)).toBe(3);
    expect(stepAfterDelete(d.steps, 3)).toBe(2);
    expect(stepAfterDelete([step(5)], 5)).toBeNull();
  });

  it('updates an element but never its id or type, and sets config values', () => {
    const d = apply(doc(), updateElement(1, 'a', { content: 'New', id: 'zzz', type: 'body' }));
    expect(d.steps[0]?.layers[1]).toMatchObject({ id: 'a', type: 'large_text', content: 'New' });
    expect(apply(d, setConfigValue('phcHeadline', 'Hi')).config[0]?.values[0]?.value).toBe('Hi');
  });
});
