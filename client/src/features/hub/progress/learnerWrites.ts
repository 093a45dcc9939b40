/**
 * The learner's writes as GraphQL mutations (server: modules/progress/progress.schema.ts), sent
 * by the outbox (outbox.ts). Each answers with the learner's progress as the server now has it,
 * or a typed error. `sendWrite` tells a refusal (the write can never succeed: drop it and say why)
 * from a failure to reach the server (keep it and try again).
 */
import { commitMutation, graphql } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { learnerWrites_progress$data } from '../../../__generated__/learnerWrites_progress.graphql';
import { NetworkError } from '../../../relay/relay-environment';

graphql`
  fragment learnerWrites_progress on LearnerProgress @relay(mask: false) {
    materialId
    status
    currentStep
    minutes
    completedStepIds
    passMark
    passed
    score {
      correct
      graded
      percent
    }
    answers {
      elementId
      questionId
      questionType
      answer
      result
      answeredAt
    }
  }
`;

export type LearnerProgress = Omit<learnerWrites_progress$data, ' $fragmentType'>;

const mutations = {
  open: graphql`
    mutation learnerWritesOpenMutation($input: OpenMaterialInput!) {
      openMaterial(input: $input) {
        __typename
        ... on OpenMaterialPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  step: graphql`
    mutation learnerWritesStepMutation($input: SaveCurrentStepInput!) {
      saveCurrentStep(input: $input) {
        __typename
        ... on LearnerProgressPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  complete: graphql`
    mutation learnerWritesCompleteMutation($input: CompleteStepInput!) {
      completeStep(input: $input) {
        __typename
        ... on LearnerProgressPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  finish: graphql`
    mutation learnerWritesFinishMutation($input: LearnerMaterialWriteInput!) {
      completeMaterial(input: $input) {
        __typename
        ... on LearnerProgressPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  time: graphql`
    mutation learnerWritesTimeMutation($input: RecordStudyTimeInput!) {
      recordStudyTime(input: $input) {
        __typename
        ... on LearnerProgressPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  answer: graphql`
    mutation learnerWritesAnswerMutation($input: AnswerQuestionInput!) {
      answerQuestion(input: $input) {
        __typename
        ... on AnswerQuestionPayload {
          result
          explanation
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  rate: graphql`
    mutation learnerWritesRateMutation($input: RateMaterialInput!) {
      rateMaterial(input: $input) {
        __typename
        ... on RateMaterialPayload {
          score
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  package: graphql`
    mutation learnerWritesPackageMutation($input: ReportPackageRuntimeInput!) {
      reportPackageRuntime(input: $input) {
        __typename
        ... on LearnerProgressPayload {
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
  upload: graphql`
    mutation learnerWritesUploadMutation($input: UploadAnswerFileInput!) {
      uploadAnswerFile(input: $input) {
        __typename
        ... on AnswerQuestionPayload {
          fileUrl
          progress {
            ...learnerWrites_progress @relay(mask: false)
          }
        }
        ...MutationErrors @relay(mask: false)
      }
    }
  `,
} satisfies Record<string, GraphQLTaggedNode>;

export type WriteKind = keyof typeof mutations;

/** What the server said: the progress (and an answer's verdict), a refusal, or nothing (unreachable). */
export type WriteOutcome =
  | { kind: 'done'; progress: LearnerProgress | null; result?: boolean | null; explanation?: string; fileUrl?: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable'; message: string }
  /** The learner's session ended (signed out elsewhere, expired): keep the write for after a sign-in. */
  | { kind: 'signedOut'; message: string };

const SIGNED_OUT = /not authorized|sign in as a learner/i;

/** Worth retrying: offline, the server down or overloaded, a gateway, a rate limit. */
export function isTransient(error: unknown): boolean {
  // A masked server failure ("Unexpected error.") may be a moment's trouble too: kept, not dropped.
  if (error instanceof Error && error.message === 'Unexpected error.') return true;
  if (error instanceof NetworkError) return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  return true; // fetch's TypeError: no connection
}

export function sendWrite(environment: Environment, kind: WriteKind, input: Record<string, unknown>, file?: File): Promise<WriteOutcome> {
  return new Promise((resolve) => {
    commitMutation<MutationParameters>(environment, {
      mutation: mutations[kind],
      variables: { input: file ? { ...input, file: null } : input },
      uploadables: file ? { 'input.file': file } : undefined,
      onCompleted: (response) => {
        const result = Object.values(response as Record<string, Record<string, unknown>>)[0];
        if (!result) return resolve({ kind: 'unreachable', message: 'No answer from the server.' });
        if ('message' in result && typeof result.message === 'string') return resolve({ kind: 'refused', message: result.message });
        resolve({
          kind: 'done',
          progress: (result.progress as LearnerProgress | null | undefined) ?? null,
          result: result.result as boolean | null | undefined,
          explanation: result.explanation as string | undefined,
          fileUrl: result.fileUrl as string | null | undefined,
        });
      },
      onError: (error) => {
        if (isTransient(error)) resolve({ kind: 'unreachable', message: error.message });
        else if (SIGNED_OUT.test(error.message)) resolve({ kind: 'signedOut', message: error.message });
        else resolve({ kind: 'refused', message: error.message || 'Something went wrong.' });
      },
    });
  });
}
