import { createContext, useContext } from 'react';

/**
 * Hub mode's answering, provided by the hub (which owns progress and the outbox) to the path
 * view's question elements: the learner's latest answers, the verdict of answers given on this
 * page (pending until the server has it), and the ways to answer. Null outside hub mode: the
 * questions are shown read-only.
 */
export type Answer = {
  stepId: number;
  elementId: string;
  questionId?: string | null;
  optionId?: string;
  optionIds?: string[];
  text?: string;
  date?: string;
  time?: string;
  checked?: boolean;
};

export type Verdict = { pending: boolean; result: boolean | null; explanation: string; refused?: string };

export type Answering = {
  /** The latest answer the server has for a question (`elementId` or `elementId/questionId`). */
  latest(key: string): { answer: unknown; result?: boolean | null } | undefined;
  verdict(key: string): Verdict | undefined;
  submit(answer: Answer): void;
  /** Sends a file at once (files are not queued); resolves with the message to show. */
  upload(stepId: number, elementId: string, file: File): Promise<{ ok: boolean; message: string; url?: string | null }>;
};

export const AnsweringContext = createContext<Answering | null>(null);
export const useAnswering = () => useContext(AnsweringContext);
export const questionKey = (elementId: string, questionId?: string | null) => (questionId ? `${elementId}/${questionId}` : elementId);

/** The step whose elements are rendering (answers name their step). */
export const StepContext = createContext<number>(0);
export const useStepId = () => useContext(StepContext);
