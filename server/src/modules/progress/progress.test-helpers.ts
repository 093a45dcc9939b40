/** A published path with graded questions, learners with sessions, and GraphQL calls for progress tests. */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { uniqueEmail } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';

const main = (n: number) => ({ id: 'main', type: 'large_text', content: `Step ${n}`, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' });
const buttons = { complete: true, next: true };

/**
 * Three steps: (1) a multiple-choice question, 4 is right; (2) a multi select whose right set is
 * {a, c}, and a short answer; (3) a file upload. Two graded questions.
 */
export const QUIZ_STEPS = [
  {
    id: 1,
    title: 'Sums',
    description: '',
    dueDate: '',
    buttons,
    layers: [
      main(1),
      {
        id: 'mc',
        type: 'multiple_choice',
        multipleChoice: [
          {
            id: 'q1',
            question: 'What is 2 + 2?',
            points: 1,
            options: [
              { id: 'o3', value: '3', isChecked: false, explanation: 'Count again.' },
              { id: 'o4', value: '4', isChecked: true, explanation: 'Yes: two and two.' },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Primes',
    description: '',
    dueDate: '',
    buttons,
    layers: [
      main(2),
      {
        id: 'ms',
        type: 'multi_select',
        question: 'Which are prime?',
        points: 1,
        multiSelect: [
          { id: 'a', value: '2', isChecked: true, explanation: '2 is the even prime.' },
          { id: 'b', value: '4', isChecked: false, explanation: '4 = 2 × 2.' },
          { id: 'c', value: '5', isChecked: true, explanation: '' },
        ],
      },
      { id: 'sa', type: 'short_answer', question: 'Why?', answer: '' },
    ],
  },
  {
    id: 3,
    title: 'Proof',
    description: '',
    dueDate: '',
    buttons,
    layers: [main(3), { id: 'fu', type: 'file_upload', question: 'Upload your work', source: '', fileName: '', fileType: '' }],
  },
];

export const passMarkConfig = (mark: string) => [
  { sectionId: 'cp', sectionTitle: 'Completion', values: [{ id: 'cpPassMark', title: 'Pass Mark (%)', value: mark, type: 'percent' }] },
];

export async function publishedMaterial(
  t: TestApp,
  companyId: string,
  opts: { kind?: 'PATH' | 'WALKTHROUGH'; visibility?: 'PUBLIC' | 'GUEST' | 'PRIVATE'; published?: boolean; data?: unknown[]; config?: unknown[] } = {},
) {
  const published = opts.published ?? true;
  const slug = `m-${randomUUID().slice(0, 8)}`;
  return t.prisma.learningMaterial.create({
    data: {
      companyId,
      kind: opts.kind ?? 'PATH',
      visibility: opts.visibility ?? 'PUBLIC',
      name: slug,
      slug,
      status: published ? 'PUBLISHED' : 'DRAFT',
      publishedRevision: published ? 1 : null,
      publishedAt: published ? new Date() : null,
      publishedData: published ? ((opts.data ?? QUIZ_STEPS) as Prisma.InputJsonValue) : undefined,
      publishedConfig: published ? ((opts.config ?? []) as Prisma.InputJsonValue) : undefined,
    },
    select: { id: true, slug: true },
  });
}

export async function newLearner(t: TestApp, companyId: string, opts: { verified?: boolean; email?: string } = {}) {
  const learner = await t.prisma.learner.create({ data: { companyId, email: opts.email ?? uniqueEmail('learner') } });
  const token = newToken();
  await t.prisma.learnerSession.create({
    data: { companyId, learnerId: learner.id, tokenHash: hashToken(token), verified: opts.verified ?? true, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { id: learner.id, token };
}

const PROGRESS = 'status currentStep minutes completedStepIds passed passMark score { correct graded percent }';
const ERR = '... on Error { __typename message code } ... on ValidationError { fieldErrors { field messages } }';

export const OPS = {
  open: `mutation ($input: OpenMaterialInput!) { openMaterial(input: $input) { __typename ... on OpenMaterialPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  step: `mutation ($input: SaveCurrentStepInput!) { saveCurrentStep(input: $input) { __typename ... on LearnerProgressPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  complete: `mutation ($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on LearnerProgressPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  finish: `mutation ($input: LearnerMaterialWriteInput!) { completeMaterial(input: $input) { __typename ... on LearnerProgressPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  time: `mutation ($input: RecordStudyTimeInput!) { recordStudyTime(input: $input) { __typename ... on LearnerProgressPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  answer: `mutation ($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename ... on AnswerQuestionPayload { result explanation progress { ${PROGRESS} } } ${ERR} } }`,
  package: `mutation ($input: ReportPackageRuntimeInput!) { reportPackageRuntime(input: $input) { __typename ... on LearnerProgressPayload { progress { ${PROGRESS} } } ${ERR} } }`,
  rate: `mutation ($input: RateMaterialInput!) { rateMaterial(input: $input) { __typename ... on RateMaterialPayload { score } ${ERR} } }`,
  read: `query ($id: ID!) { learnerProgress(materialId: $id) { ${PROGRESS} answers { elementId questionId result answer answeredAt } } }`,
};

/** Runs a learner mutation and returns its result object (payload or error). */
export async function call(t: TestApp, op: keyof typeof OPS, input: Record<string, unknown>, token: string | null) {
  const res = await t.gql(OPS[op], { input: { clientId: randomUUID(), ...input } }, token);
  if (res.errors) return { __typename: 'GraphQLError', message: res.errors[0]!.message, code: res.errors[0]!.extensions?.code };
  return Object.values(res.data as Record<string, any>)[0];
}

export const LOCAL_TIME = '2026-11-25T14:03:00+01:00';
