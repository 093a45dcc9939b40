/**
 * What the player needs of an LMS, whatever the standard: where the learner left off, a place for
 * resume data, and the outcome. One adapter per standard (scorm12.ts, scorm2004.ts, cmi5.ts)
 * maps these onto its data model; the course logic (course-state.ts) never names a standard.
 */
export type Outcome = {
  completed: boolean;
  /** 0–100, or null: the material has no graded question. */
  scorePercent: number | null;
  /** Passed or failed by the author's pass mark, or null: no pass mark (completion only). */
  passed: boolean | null;
};

export type Resume = { location: string; suspendData: string };
/** `learner`: the name the LMS knows; `learnerId`: its id for the learner (a linked export records results under it). */
export type Started = { resume: Resume | null; learner: string; learnerId: string };

export interface LmsSession {
  /** Shown to the learner when the LMS is missing or refuses us. */
  readonly standard: string;
  /** The most resume data this LMS keeps (characters). */
  readonly suspendLimit: number;
  /** Connects; resolves with the saved bookmark and data of an earlier session (null on a first one) and the learner's name as the LMS knows it. */
  start(): Promise<Started>;
  /** The bookmark and resume data (at most `suspendLimit` characters), kept by the LMS at once. */
  save(resume: Resume): void;
  /** Completion, success and score as they stand now; the adapter reports each change once. */
  report(outcome: Outcome): void;
  /** The session ends (the page is leaving): session time, exit, terminate. Safe to call twice. */
  end(): void;
}

export class LmsUnavailableError extends Error {}
