/**
 * The walkthrough player's position (authoring.md §4 "Walkthrough player"): the index starts at
 * 0; Back moves back while above 0; Next moves forward while below the last step and past the
 * last step sets completed; an index is only set inside the step range. Pure, so the rules are
 * unit-tested without a browser.
 */

export type PlayerState = {
  /** How many steps the walkthrough has (the range every move is checked against). */
  count: number;
  index: number;
  completed: boolean;
};

export type PlayerAction =
  | { type: 'next' }
  | { type: 'back' }
  /** Jump to a step (the step indicator); ignored outside 0..count-1. */
  | { type: 'go'; index: number }
  /** "Start again" after finishing. */
  | { type: 'restart' }
  /** The steps changed (another revision loaded): keep the index inside the new range. */
  | { type: 'resize'; count: number };

export function initialPlayerState(count: number): PlayerState {
  return { count: Math.max(0, count), index: 0, completed: false };
}

export function isLastStep(state: PlayerState): boolean {
  return state.index === state.count - 1;
}

function inRange(state: PlayerState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.count;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'next':
      if (state.completed || state.count === 0) return state;
      if (state.index < state.count - 1) return { ...state, index: state.index + 1 };
      return { ...state, completed: true };
    case 'back':
      if (state.completed) return { ...state, completed: false };
      return state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'go':
      if (!inRange(state, action.index)) return state;
      if (action.index === state.index && !state.completed) return state;
      return { ...state, index: action.index, completed: false };
    case 'restart':
      return state.index === 0 && !state.completed ? state : { ...state, index: 0, completed: false };
    case 'resize': {
      const count = Math.max(0, action.count);
      const index = Math.min(state.index, Math.max(0, count - 1));
      return count === state.count && index === state.index ? state : { ...state, count, index };
    }
  }
}
