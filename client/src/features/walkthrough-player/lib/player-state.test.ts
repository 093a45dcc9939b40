import { describe, expect, it } from 'vitest';
import { initialPlayerState, isLastStep, type PlayerState, playerReducer } from './player-state';

const at = (index: number, count = 3, completed = false): PlayerState => ({ count, index, completed });

describe('playerReducer', () => {
  it('starts at the first step, not completed', () => {
    expect(initialPlayerState(3)).toEqual({ count: 3, index: 0, completed: false });
  });

  it('moves forward with Next while below the last step', () => {
    expect(playerReducer(at(0), { type: 'next' })).toEqual(at(1));
    expect(playerReducer(at(1), { type: 'next' })).toEqual(at(2));
  });

  it('sets completed when Next is pressed on the last step (Finish)', () => {
    expect(playerReducer(at(2), { type: 'next' })).toEqual(at(2, 3, true));
  });

  it('ignores Next once completed and with no steps', () => {
    const done = at(2, 3, true);
    expect(playerReducer(done, { type: 'next' })).toBe(done);
    const empty = initialPlayerState(0);
    expect(playerReducer(empty, { type: 'next' })).toBe(empty);
  });

  it('moves back while above 0 and stays at 0', () => {
    expect(playerReducer(at(2), { type: 'back' })).toEqual(at(1));
    const first = at(0);
    expect(playerReducer(first, { type: 'back' })).toBe(first);
  });

  it('leaves the completion with Back, on the last step', () => {
    expect(playerReducer(at(2, 3, true), { type: 'back' })).toEqual(at(2));
  });

  it('goes to a step only inside the range', () => {
    expect(playerReducer(at(0), { type: 'go', index: 2 })).toEqual(at(2));
    const state = at(1);
    expect(playerReducer(state, { type: 'go', index: 3 })).toBe(state);
    expect(playerReducer(state, { type: 'go', index: -1 })).toBe(state);
    expect(playerReducer(state, { type: 'go', index: 1.5 })).toBe(state);
    expect(playerReducer(state, { type: 'go', index: 1 })).toBe(state);
  });

  it('starts again from the first step after finishing', () => {
    expect(playerReducer(at(2, 3, true), { type: 'restart' })).toEqual(at(0));
  });

  it('keeps the index inside a smaller range when the steps change', () => {
    expect(playerReducer(at(2), { type: 'resize', count: 2 })).toEqual(at(1, 2));
    expect(playerReducer(at(2), { type: 'resize', count: 0 })).toEqual(at(0, 0));
    const same = at(1);
    expect(playerReducer(same, { type: 'resize', count: 3 })).toBe(same);
  });

  it('knows the last step', () => {
    expect(isLastStep(at(2))).toBe(true);
    expect(isLastStep(at(1))).toBe(false);
  });
});
