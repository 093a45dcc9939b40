/**
 * Agents for our xAPI 1.0.3 LRS: the key that identifies an Agent or identified Group by its Inverse Functional
 * Identifier (Data 2.4.2.3), the `agent` parameter of GET /statements, the State and Agent Profile resources and
 * /agents (Communication 2.1.3, 2.3, 2.4, 2.6), and the Person object /agents returns (Communication 2.4).
 * Pure: no database, no HTTP; the routes answer 400 with an XapiRuleError's message.
 */
import { createHash } from 'node:crypto';
import { type Account, type Agent, checkAgentOrGroup, type Group, IFI_KEYS, isJsonObject, XapiRuleError } from './statement-rules.js';

export type Ifi = { kind: 'mbox' | 'mbox_sha1sum' | 'openid' | 'account'; key: string };

export type Person = {
  objectType: 'Person';
  name?: string[];
  mbox?: string[];
  mbox_sha1sum?: string[];
  openid?: string[];
  account?: Account[];
};

/**
 * The IFI of an Agent or identified Group and its canonical key, `<kind>:<value>`: `mbox:mailto:a@b.c` (the email
 * domain lowercased: it is case-insensitive, Data 2.3.1.b7), `mbox_sha1sum:<lowercase hex>`, `openid:<iri>`,
 * `account:<homePage>|<name>` (unambiguous: an IRL cannot hold "|"). Null for an anonymous Group or anything without
 * an IFI. Expects a checked Agent or Group: with several IFIs the first in mbox, mbox_sha1sum, openid, account order wins.
 */
export function ifiOf(agentOrGroup: unknown): Ifi | null {
  if (!isJsonObject(agentOrGroup)) return null;
  const kind = IFI_KEYS.find((k) => agentOrGroup[k] !== undefined);
  const value = kind === undefined ? undefined : agentOrGroup[kind];
  if (kind === 'mbox' && typeof value === 'string') {
    const at = value.lastIndexOf('@');
    return { kind, key: `mbox:${at === -1 ? value : value.slice(0, at) + value.slice(at).toLowerCase()}` };
  }
  if (kind === 'mbox_sha1sum' && typeof value === 'string') return { kind, key: `mbox_sha1sum:${value.toLowerCase()}` };
  if (kind === 'openid' && typeof value === 'string') return { kind, key: `openid:${value}` };
  if (kind === 'account' && isJsonObject(value) && typeof value.homePage === 'string' && typeof value.name === 'string') {
    return { kind, key: `account:${value.homePage}|${value.name}` };
  }
  return null;
}

/** The canonical key of an Agent's or identified Group's IFI (see ifiOf); null for an anonymous Group. */
export function agentKey(agentOrGroup: unknown): string | null {
  return ifiOf(agentOrGroup)?.key ?? null;
}

/**
 * The mbox_sha1sum of an mbox: the SHA-1 hex of the whole `mailto:` IRI (Data 2.4.2.3.s3). xAPI only allows (it does not
 * require) an LRS to match mbox_sha1sum Agents when asked for an mbox, so agentKey keeps the two apart; a caller that
 * wants the wider match can look up `mbox_sha1sum:${mboxSha1(mbox)}` as well.
 */
export function mboxSha1(mbox: string): string {
  return createHash('sha1').update(mbox).digest('hex');
}

/**
 * The Agent named by a request parameter (`agent` of GET /statements and of the document resources), as JSON text.
 * An Agent with exactly one IFI, or with `group` (GET /statements only) also an identified Group; /agents and the
 * document resources take Agents only (Communication 2.4.s2). Throws XapiRuleError naming the parameter.
 */
export function parseAgentParameter(text: string, name?: string): Agent;
export function parseAgentParameter(text: string, name: string, opts: { group: boolean }): Agent | Group;
export function parseAgentParameter(text: string, name = 'agent', opts: { group?: boolean } = {}): Agent | Group {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new XapiRuleError(name, `must be the JSON of an Agent, such as {"mbox":"mailto:someone@example.com"}; this is not JSON`);
  }
  checkAgentOrGroup(value, name, opts);
  return value;
}

/**
 * The Person object of /agents (Communication 2.4.s5) for the Agents the LRS knows as one person: each property lists
 * the distinct values seen, in the order first seen, and is left out when none has it.
 */
export function personOf(agents: readonly (Agent | Group)[]): Person {
  const lists = { name: [] as string[], mbox: [] as string[], mbox_sha1sum: [] as string[], openid: [] as string[] };
  const accounts: Account[] = [];
  for (const agent of agents) {
    for (const key of ['name', 'mbox', 'mbox_sha1sum', 'openid'] as const) {
      const value = agent[key];
      if (value !== undefined && !lists[key].includes(value)) lists[key].push(value);
    }
    const account = agent.account;
    if (account && !accounts.some((a) => a.homePage === account.homePage && a.name === account.name))
      accounts.push({ homePage: account.homePage, name: account.name });
  }
  const person: Person = { objectType: 'Person' };
  for (const key of ['name', 'mbox', 'mbox_sha1sum', 'openid'] as const) if (lists[key].length > 0) person[key] = lists[key];
  if (accounts.length > 0) person.account = accounts;
  return person;
}
