/**
 * The activity log (activity-log.ts) as xAPI 1.0.3 statements, the view the LRS and its
 * forwarding will serve (issue 26). Each stored event is one statement, with these choices:
 *
 * - **Actor**: an account on the product's own address (`learner:{id}`, `visitor:{id}`): no e-mail
 *   leaves in a statement.
 * - **Objects** are activities named by ids, never slugs (a rename must not split a material's
 *   history): `{PUBLIC_URL}/xapi/activities/materials/{materialId}`, a step
 *   `…/steps/{stepId}`, a question `…/elements/{elementId}[/questions/{questionId}]`, each with a
 *   `definition` (its type from the kind's definition, and its name when known).
 * - **Verbs** (ADL's where one fits): an open `initialized`; a step viewed `experienced`, completed
 *   `progressed`; `answered`, `uploaded`; study time `focused` with `result.duration`; a rating
 *   `rated`; leaving `terminated` with the visit's duration; `completed` with the score — and for
 *   a graded material (a pass mark) a second
 *   statement, `passed` or `failed`, with the same score, whose id is derived from the completion's
 *   (name-based UUID), so reading the log twice gives the same statements.
 * - **Context**: `registration` is the learner's attempt (their progress row in the material);
 *   sub-activities name the material as their parent.
 */
import { createHash } from 'node:crypto';
import { isMaterialKind, kindOf } from '@learnhub/content';
import type { ActivityType } from '../../generated/prisma/client.js';

export type Verb = { id: string; display: string };
const verb = (id: string, display: string): Verb => ({ id, display });

/** The verb of each kind of event. */
export const XAPI_VERBS: Record<ActivityType, Verb> = {
  OPEN: verb('http://adlnet.gov/expapi/verbs/initialized', 'initialized'),
  STEP_VIEWED: verb('http://adlnet.gov/expapi/verbs/experienced', 'experienced'),
  STEP_COMPLETED: verb('http://adlnet.gov/expapi/verbs/progressed', 'progressed'),
  ANSWER: verb('http://adlnet.gov/expapi/verbs/answered', 'answered'),
  UPLOAD: verb('https://w3id.org/xapi/dod-isd/verbs/uploaded', 'uploaded'),
  MINUTES: verb('http://id.tincanapi.com/verb/focused', 'focused'),
  SATISFACTION: verb('http://id.tincanapi.com/verb/rated', 'rated'),
  COMPLETED: verb('http://adlnet.gov/expapi/verbs/completed', 'completed'),
  TERMINATED: verb('http://adlnet.gov/expapi/verbs/terminated', 'terminated'),
};
const PASSED = verb('http://adlnet.gov/expapi/verbs/passed', 'passed');
const FAILED = verb('http://adlnet.gov/expapi/verbs/failed', 'failed');

const STEP_TYPE = 'http://adlnet.gov/expapi/activities/module';
const QUESTION_TYPE = 'http://adlnet.gov/expapi/activities/cmi.interaction';

export type EventRow = {
  statementId: string;
  learnerId: string | null;
  visitorId: string | null;
  materialId: string | null;
  type: ActivityType;
  stepId: string | null;
  elementId: string | null;
  value: number | null;
  result: unknown;
  context: unknown;
  occurredAt: Date;
};

/** What a statement names besides the row: the material, the attempt, and names where known. */
export type StatementSite = {
  publicUrl: string;
  material: { id: string; name: string; kind: string };
  /** The learner's attempt (their Progress row's id); null for visitors. */
  registration: string | null;
  stepName?: string | null;
  questionName?: string | null;
};

type Activity = { objectType: 'Activity'; id: string; definition: { type: string; name?: Record<string, string> } };

const named = (name: string | null | undefined) => (name ? { name: { 'en-US': name } } : {});

/** The activities of a row: the material, and the step or question it is about (if any). */
function activitiesOf(row: EventRow, site: StatementSite): { material: Activity; object: Activity } {
  const home = site.publicUrl.replace(/\/$/, '');
  const kind = isMaterialKind(site.material.kind) ? kindOf(site.material.kind) : null;
  const materialIri = `${home}/xapi/activities/materials/${site.material.id}`;
  const material: Activity = {
    objectType: 'Activity',
    id: materialIri,
    definition: { type: kind?.xapiActivityType ?? 'http://adlnet.gov/expapi/activities/course', ...named(site.material.name) },
  };
  if (row.elementId) {
    // A multiple-choice element holds several questions: its events name "element/question".
    const [element = '', question] = row.elementId.split('/');
    const id = `${materialIri}/elements/${encodeURIComponent(element)}${question ? `/questions/${encodeURIComponent(question)}` : ''}`;
    return { material, object: { objectType: 'Activity', id, definition: { type: QUESTION_TYPE, ...named(site.questionName) } } };
  }
  if (row.stepId) {
    const id = `${materialIri}/steps/${encodeURIComponent(row.stepId)}`;
    return { material, object: { objectType: 'Activity', id, definition: { type: STEP_TYPE, ...named(site.stepName) } } };
  }
  return { material, object: material };
}

/** The statements of one stored event (two for a graded completion: `completed`, then `passed` or `failed`). */
export function toStatements(row: EventRow, site: StatementSite) {
  const home = site.publicUrl.replace(/\/$/, '');
  const { material, object } = activitiesOf(row, site);
  const result = row.result && typeof row.result === 'object' ? (row.result as Record<string, unknown>) : null;
  const base = {
    actor: { objectType: 'Agent', account: { homePage: home, name: row.learnerId ? `learner:${row.learnerId}` : `visitor:${row.visitorId}` } },
    object,
    context: {
      ...(site.registration ? { registration: site.registration } : {}),
      ...(object === material ? {} : { contextActivities: { parent: [{ id: material.id, objectType: 'Activity' }] } }),
      platform: 'LearnHub',
    },
    timestamp: row.occurredAt.toISOString(),
  };
  const statement = (id: string, v: Verb, r: Record<string, unknown> | null) => ({
    id,
    ...base,
    verb: { id: v.id, display: { 'en-US': v.display } },
    ...(r ? { result: r } : {}),
  });
  const first = statement(row.statementId, XAPI_VERBS[row.type], result);
  if (row.type !== 'COMPLETED' || typeof result?.success !== 'boolean') return [first];
  const graded = statement(nameBasedUuid(row.statementId, 'passed-or-failed'), result.success ? PASSED : FAILED, {
    success: result.success,
    ...(result.score ? { score: result.score } : {}),
  });
  return [first, graded];
}

/** An RFC 4122 version 5 (SHA-1, name-based) UUID of `name` in the namespace `namespace` (a UUID). */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
