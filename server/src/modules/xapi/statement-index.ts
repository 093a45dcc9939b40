/**
 * What a stored statement is found by (xAPI 1.0.3 Communication §2.1.3, the GET /statements
 * filters): the columns of XapiStatement beside the statement itself. `agent` matches the actor
 * or an Agent/Group object; with `related_agents` also the authority, instructor, team and the
 * same inside a SubStatement (and a Group's members). `activity` matches an Activity object; with
 * `related_activities` also every context activity, and the same inside a SubStatement.
 */
import { agentKey } from './agents.js';

type Json = Record<string, unknown>;

export type StatementColumns = {
  verbId: string;
  agentKeys: string[];
  relatedAgentKeys: string[];
  activityId: string | null;
  relatedActivityIds: string[];
  registration: string | null;
  /** The statement this one targets, when its object is a StatementRef (a voiding statement's target among them). */
  targetId: string | null;
  attachmentHashes: string[];
};

export { VOIDED_VERB } from './statement-rules.js';

const asObject = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const isAgentLike = (o: Json | null) => o?.objectType === 'Agent' || o?.objectType === 'Group';

/** The keys of an Agent or Group, and of a Group's members when `members` is set. */
function keysOf(value: unknown, members: boolean): string[] {
  const o = asObject(value);
  if (!o) return [];
  const own = agentKey(o);
  const keys = own ? [own] : [];
  if (members && Array.isArray(o.member)) for (const m of o.member) keys.push(...keysOf(m, false));
  return keys;
}

function contextActivityIds(context: Json | null): string[] {
  const activities = asObject(context?.contextActivities);
  if (!activities) return [];
  return Object.values(activities).flatMap((list) =>
    (Array.isArray(list) ? list : [list]).map((a) => asObject(a)?.id).filter((id): id is string => typeof id === 'string'),
  );
}

/** The agents and activities of a statement or SubStatement (not recursing into a second level: SubStatements do not nest). */
function parts(s: Json) {
  const object = asObject(s.object);
  const context = asObject(s.context);
  const objectIsActivity = !object?.objectType || object.objectType === 'Activity';
  const agents = [...keysOf(s.actor, false), ...(isAgentLike(object) ? keysOf(object, false) : [])];
  const related = [
    ...keysOf(s.actor, true),
    ...(isAgentLike(object) ? keysOf(object, true) : []),
    ...keysOf(s.authority, true),
    ...keysOf(context?.instructor, true),
    ...keysOf(context?.team, true),
  ];
  const activityId = objectIsActivity && typeof object?.id === 'string' ? object.id : null;
  const activities = [...(activityId ? [activityId] : []), ...contextActivityIds(context)];
  return { object, context, agents, related, activityId, activities };
}

/** The filter columns of a normalised statement (statement-rules.ts normalizeStatement). */
export function statementColumns(statement: Json): StatementColumns {
  const top = parts(statement);
  const sub = top.object?.objectType === 'SubStatement' ? parts(top.object) : null;
  const verbId = String(asObject(statement.verb)?.id ?? '');
  const unique = (list: string[]) => [...new Set(list)];
  const attachments = Array.isArray(statement.attachments) ? statement.attachments : [];
  return {
    verbId,
    agentKeys: unique(top.agents),
    relatedAgentKeys: unique([...top.related, ...(sub?.related ?? [])]),
    activityId: top.activityId,
    relatedActivityIds: unique([...top.activities, ...(sub?.activities ?? [])]),
    registration: typeof top.context?.registration === 'string' ? top.context.registration.toLowerCase() : null,
    targetId: top.object?.objectType === 'StatementRef' && typeof top.object.id === 'string' ? top.object.id.toLowerCase() : null,
    attachmentHashes: unique(attachments.map((a) => asObject(a)?.sha2).filter((h): h is string => typeof h === 'string')),
  };
}
