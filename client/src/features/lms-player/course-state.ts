/**
 * Where a learner stands in an exported material, and how that travels as the LMS's resume data.
 *
 * The resume data is positional, so it stays small whatever the ids look like: the open step, a
 * bit per step (completed), and two bits per graded question (answered, right), each bit string
 * as hex. A 50-step path with 200 graded questions takes about 130 characters, far below SCORM
 * 1.2's 4,096; should a document ever not fit, the question bits are dropped (the learner answers
 * again) and the steps are kept. Free-text answers are not kept: nothing grades them.
 *
 * Completion follows the material's rule (the hub's): a walkthrough when Finish is pressed; a
 * path when every step with a Complete button is complete (or its last step is reached, when it
 * has none). A path's score is the hub's: the latest attempt at each graded question; passed or
 * failed only where the author set a pass mark.
 */
import { type ConfigSection, gradedQuestionKeys, type PathStep, passes, passMarkOf, pathStepsDone, scoreOfKeys } from '@learnhub/content';
import type { Outcome } from './lms/session';

export type CourseProgress = {
  /** 0-based: the step open now. */
  current: number;
  /** Walkthroughs: Finish was pressed. */
  finished: boolean;
  /** Paths: the completed steps' ids. */
  done: ReadonlySet<number>;
  /** Paths: the latest result of each graded question, by answer key. */
  results: ReadonlyMap<string, boolean | null>;
};

export const freshProgress = (): CourseProgress => ({ current: 0, finished: false, done: new Set(), results: new Map() });

const VERSION = 'v1';

function toHex(bits: readonly boolean[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 4) {
    let n = 0;
    for (let b = 0; b < 4; b++) if (bits[i + b]) n |= 1 << b;
    out += n.toString(16);
  }
  return out;
}

function fromHex(hex: string, count: number): boolean[] {
  const bits: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const n = Number.parseInt(hex[i >> 2] ?? '0', 16);
    bits.push(Number.isNaN(n) ? false : (n & (1 << (i & 3))) !== 0);
  }
  return bits;
}

export function encodeProgress(p: CourseProgress, steps: readonly { id: number }[], keys: readonly string[], limit: number): string {
  const head = `${VERSION}.${p.current}.${p.finished ? 1 : 0}.${toHex(steps.map((s) => p.done.has(s.id)))}`;
  const withAnswers = `${head}.${toHex(keys.map((k) => p.results.has(k)))}.${toHex(keys.map((k) => p.results.get(k) === true))}`;
  if (withAnswers.length <= limit) return withAnswers;
  return head.length <= limit ? `${head}..` : `${VERSION}.${p.current}.${p.finished ? 1 : 0}...`;
}

export function decodeProgress(data: string, steps: readonly { id: number }[], keys: readonly string[]): CourseProgress {
  const [version, current, finished, done = '', answered = '', right = ''] = data.split('.');
  if (version !== VERSION) return freshProgress();
  const at = Number(current);
  const doneBits = fromHex(done, steps.length);
  const answeredBits = fromHex(answered, keys.length);
  const rightBits = fromHex(right, keys.length);
  return {
    current: Number.isInteger(at) && at >= 0 && at < Math.max(steps.length, 1) ? at : 0,
    finished: finished === '1',
    done: new Set(steps.filter((_, i) => doneBits[i]).map((s) => s.id)),
    results: new Map(keys.flatMap((k, i) => (answeredBits[i] ? [[k, rightBits[i] ?? false] as const] : []))),
  };
}

/** `gradedKeys`: given when the steps came without their answers (a linked export: the server grades). */
export type CourseRules =
  | { player: 'walkthrough'; stepCount: number }
  | { player: 'path'; steps: readonly PathStep[]; config: readonly ConfigSection[]; gradedKeys?: readonly string[] };

export function outcomeOf(rules: CourseRules, p: CourseProgress): Outcome {
  if (rules.player === 'walkthrough') return { completed: p.finished, scorePercent: null, passed: null };
  const score = scoreOfKeys(gradedKeysOf(rules), p.results);
  const passMark = passMarkOf(rules.config);
  return {
    completed: pathStepsDone(rules.steps, p.done, p.current + 1),
    scorePercent: score ? score.percent : null,
    passed: passMark !== null && score !== null ? passes(score, passMark) : null,
  };
}

export const gradedKeysOf = (rules: CourseRules): readonly string[] => (rules.player === 'path' ? (rules.gradedKeys ?? gradedQuestionKeys(rules.steps)) : []);
