import { describe, expect, it } from 'vitest';
import {
  checkStatement,
  checkStatementBatch,
  formatStatement,
  type JsonObject,
  normalizeStatement,
  parseAcceptLanguage,
  parseTimestamp,
  statementsEquivalent,
  XapiRuleError,
} from './statement-rules.js';

// Payloads from ADL's LRS conformance suite (test/v1_0_3/templates and configs) and the xAPI 1.0.3 spec's examples.
const ACTOR = { objectType: 'Agent', name: 'xAPI mbox', mbox: 'mailto:xapi@adlnet.gov' };
const VERB = { id: 'http://adlnet.gov/expapi/verbs/attended', display: { 'en-GB': 'attended', 'en-US': 'attended' } };
const ACTIVITY = { objectType: 'Activity', id: 'http://www.example.com/meetings/occurances/34534' };
const EXTENSIONS = {
  'http://example.com/profiles/meetings/extension/location': 'X:\\meetings\\minutes\\examplemeeting.one',
  'http://example.com/profiles/meetings/extension/reporter': { name: 'Thomas', id: 'http://openid.com/342' },
};

/** statements/default.json */
function statement(overrides: JsonObject = {}): JsonObject {
  return { actor: { ...ACTOR }, verb: structuredClone(VERB), object: { ...ACTIVITY }, ...structuredClone(overrides) };
}

/** statements/object_substatement_default.json */
function withSubStatement(overrides: JsonObject = {}): JsonObject {
  return statement({
    object: {
      objectType: 'SubStatement',
      actor: { objectType: 'Agent', name: 'xAPI mbox_sha1sum', mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
      verb: { id: 'http://adlnet.gov/expapi/verbs/reported', display: { 'en-GB': 'reported', 'en-US': 'reported' } },
      object: { ...ACTIVITY },
      ...overrides,
    },
  });
}

function interaction(interactionType: string, more: JsonObject): JsonObject {
  return {
    objectType: 'Activity',
    id: 'http://www.example.com/meetings/categories/teammeeting',
    definition: {
      name: { en: interactionType },
      type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
      moreInfo: 'http://virtualmeeting.example.com/345256',
      interactionType,
      ...more,
      extensions: EXTENSIONS,
    },
  };
}

const CHOICES = [
  { id: 'golf', description: { 'en-US': 'Golf Example' } },
  { id: 'facebook', description: { 'en-US': 'Facebook App' } },
  { id: 'tetris', description: { 'en-US': 'Tetris Example' } },
];

/** The XapiRuleError checkStatement throws for `input`, so a test can read its message and path. */
function refusal(input: unknown, opts?: { substatement?: boolean }): XapiRuleError {
  try {
    checkStatement(input, opts);
  } catch (error) {
    if (error instanceof XapiRuleError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(input)}`);
}

function refused(input: unknown): string {
  return refusal(input).message;
}

describe('checkStatement accepts', () => {
  it('the suite default statement and the spec examples', () => {
    expect(() => checkStatement(statement())).not.toThrow();
    // Data Appendix A, the long example: a Group actor with members, result, context, stored, authority, version.
    const long = {
      id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee',
      actor: {
        name: 'Team PB',
        mbox: 'mailto:teampb@example.com',
        member: [
          { name: 'Andrew Downes', account: { homePage: 'http://www.example.com', name: '13936749' }, objectType: 'Agent' },
          { name: 'Toby Nichols', openid: 'http://toby.openid.example.org/', objectType: 'Agent' },
          { name: 'Ena Hills', mbox_sha1sum: 'ebd31e95054c018b10727ccffd2ef2ec3a016ee9', objectType: 'Agent' },
        ],
        objectType: 'Group',
      },
      verb: VERB,
      result: { extensions: { 'http://example.com/profiles/meetings/resultextensions/minuteslocation': 'X:\\meetings' }, success: true, duration: 'PT1H0M0S' },
      context: {
        registration: 'ec531277-b57b-4c15-8d91-d292c5b2b8f7',
        contextActivities: { parent: [{ id: 'http://www.example.com/meetings/series/267', objectType: 'Activity' }] },
        instructor: { name: 'Andrew Downes', account: { homePage: 'http://www.example.com', name: '13936749' }, objectType: 'Agent' },
        team: { name: 'Team PB', mbox: 'mailto:teampb@example.com', objectType: 'Group' },
        platform: 'Example virtual meeting software',
        language: 'tlh',
        statement: { objectType: 'StatementRef', id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' },
      },
      timestamp: '2013-05-18T05:32:34.804+00:00',
      stored: '2013-05-18T05:32:34.804+00:00',
      authority: { account: { homePage: 'http://cloud.scorm.com/', name: 'anonymous' }, objectType: 'Agent' },
      version: '1.0.0',
      object: {
        id: 'http://www.example.com/meetings/occurances/34534',
        definition: { type: 'http://adlnet.gov/expapi/activities/meeting' },
        objectType: 'Activity',
      },
    };
    expect(() => checkStatement(long)).not.toThrow();
    // Data 2.3.2.s3: a voiding statement.
    expect(() =>
      checkStatement(
        statement({
          verb: { id: 'http://adlnet.gov/expapi/verbs/voided', display: { 'en-US': 'voided' } },
          object: { objectType: 'StatementRef', id: 'e05aa883-acaf-40ad-bf54-02c8ce485fb0' },
        }),
      ),
    ).not.toThrow();
    expect(() => checkStatement(withSubStatement())).not.toThrow();
  });

  it('every interaction type with the component lists it supports', () => {
    const pattern = (p: string) => ({ correctResponsesPattern: [p] });
    const activities = [
      interaction('true-false', pattern('true')),
      interaction('choice', { ...pattern('golf[,]tetris'), choices: CHOICES }),
      interaction('sequencing', { ...pattern('tetris[,]golf[,]facebook'), choices: CHOICES }),
      interaction('fill-in', pattern("Bob's your uncle")),
      interaction('long-fill-in', pattern('{case_matters=false}{lang=en}Long answer')),
      interaction('likert', { ...pattern('likert_1'), scale: [{ id: 'likert_0', description: { 'en-US': "It's OK" } }, { id: 'likert_1' }] }),
      interaction('matching', { ...pattern('ben[.]3'), source: [{ id: 'ben', description: { 'en-US': 'Ben' } }], target: [{ id: '3' }] }),
      interaction('performance', { ...pattern('pong[.]1:[,]dg[.]:10'), steps: [{ id: 'pong' }, { id: 'dg' }] }),
      interaction('numeric', pattern('4[:]')),
      interaction('other', { correctResponsesPattern: [] }),
    ];
    for (const object of activities) expect(() => checkStatement(statement({ object })), JSON.stringify(object)).not.toThrow();
  });

  it('extensions whose values are null, "", {} or anything else, and empty extension maps (Data 4.1, XAPI-00119)', () => {
    const values = { 'http://example.com/ex': null, 'http://example.com/empty': '', 'http://example.com/obj': {}, 'urn:example:n': [1, { a: null }] };
    const s = statement({
      object: { ...ACTIVITY, definition: { extensions: values } },
      result: { extensions: values },
      context: { extensions: {} },
    });
    expect(() => checkStatement(s)).not.toThrow();
  });

  it('the versions 1.0 and 1.0.x, a future timestamp, offsets and the ISO 8601 basic format', () => {
    for (const version of ['1.0', '1.0.0', '1.0.3', '1.0.9']) expect(() => checkStatement(statement({ version }))).not.toThrow();
    for (const timestamp of [
      '2099-01-01T00:00:00.000Z',
      '2015-11-18T12:17:00+00:00',
      '2015-11-18T12:17:00-05:30',
      '20151118T121700.5+0100',
      '2015-11-18T12:17',
    ]) {
      expect(() => checkStatement(statement({ timestamp })), timestamp).not.toThrow();
    }
  });

  it('single and array contextActivities, revision and platform with an Activity object given without objectType', () => {
    const s = statement({
      object: { id: 'http://www.example.com/meetings/occurances/34534' },
      context: {
        revision: 'rev_10_3_2',
        platform: 'Example virtual meeting software',
        contextActivities: {
          parent: { id: 'http://example.com/p' },
          grouping: [{ id: 'http://example.com/g' }],
          category: [],
          other: { objectType: 'Activity', id: 'urn:x:1' },
        },
      },
    });
    expect(() => checkStatement(s)).not.toThrow();
  });

  it('attachments (attachments.js) and an OAuth authority, a Group of two Agents (groups/anonymous_two_member.json)', () => {
    const s = statement({
      attachments: [
        {
          usageType: 'http://example.com/attachment-usage/test',
          display: { 'en-US': 'A test attachment' },
          description: { 'en-US': 'A test attachment (description)' },
          contentType: 'text/plain; charset=ascii',
          length: 27,
          sha2: '495395e777cd98da653df9615d09c0fd6bb2f8d4788394cd53c56a3bfdcd848a',
          fileUrl: 'http://over.there.com/file.txt',
        },
      ],
      authority: {
        objectType: 'Group',
        member: [{ account: { homePage: 'http://example.com/xAPI/OAuth/Token', name: 'oauth_consumer_x75db' } }, { mbox: 'mailto:bob@example.com' }],
      },
    });
    expect(() => checkStatement(s)).not.toThrow();
    expect(() => checkStatement(statement({ attachments: [] }))).not.toThrow();
  });

  it('a SubStatement on its own with the substatement option', () => {
    const sub = withSubStatement().object;
    expect(() => checkStatement(sub, { substatement: true })).not.toThrow();
    expect(refusal(sub).message).toBe('objectType is not allowed here: xAPI defines no such property (names are case-sensitive)');
    expect(refusal(statement(), { substatement: true }).message).toBe('objectType must be "SubStatement"');
  });
});

describe('checkStatement refuses', () => {
  it('a body that is not a statement object, and missing actor, verb or object (formatting.js)', () => {
    expect(refused(null)).toBe('statement must be a statement (a JSON object), not null');
    expect(refused([statement()])).toBe('statement must be a statement (a JSON object), not an array');
    const { verb: _verb, ...noVerb } = statement();
    expect(refused(noVerb)).toBe('verb is required');
  });

  it('properties xAPI does not define, in any case but the spec\'s (XAPI-00014, "should fail when not using")', () => {
    expect(refused({ ...statement(), iD: '4bb59722-3a1d-4947-9ccc-14ce1da9e7ed' })).toBe(
      'iD is not allowed here: xAPI defines no such property (names are case-sensitive)',
    );
    expect(refusal(statement({ result: { score: { scaled: 1, Raw: 2 } } })).path).toBe('statement.result.score.Raw');
    expect(refusal(statement({ context: { contextActivities: { consequences: [ACTIVITY] } } })).path).toBe('statement.context.contextActivities.consequences');
    // An Agent has no member: only Groups do (groups.js XAPI-00035).
    expect(refused(statement({ actor: { ...ACTOR, member: [] } }))).toBe('actor.member is only allowed in a Group (objectType "Group")');
  });

  it('null anywhere but in extension values (Data 2.2.s4.b1.b1)', () => {
    expect(refused(statement({ object: { ...ACTIVITY, definition: { moreInfo: null } } }))).toBe('object.definition.moreInfo must not be null');
    expect(refused(statement({ verb: { id: VERB.id, display: { 'en-US': null } } }))).toBe('verb.display.en-US must be a string, not null');
    expect(refused(statement({ context: { registration: null } }))).toBe('context.registration must not be null');
    expect(refused(statement({ result: { extensions: null } }))).toBe('result.extensions must not be null');
  });

  it('wrong JSON types, even strings holding numbers or booleans (Data 2.2.s4.b1.b2, b3)', () => {
    expect(refused(statement({ result: { score: { scaled: 0.95, raw: 95, min: 0, max: '100' } } }))).toBe(
      'result.score.max must be a number, not the string "100"',
    );
    expect(refused(statement({ result: { completion: 'false' } }))).toBe('result.completion must be true or false, not the string "false"');
    expect(refused(statement({ result: { response: 12345 } }))).toBe('result.response must be a string, not the number 12345');
    expect(refused(statement({ actor: { ...ACTOR, name: { key: 'value' } } }))).toBe('actor.name must be a string, not an object');
    expect(refused(statement({ actor: { ...ACTOR, objectType: '"objectType": "Agent"' } }))).toBe(
      'actor.objectType must be "Agent" or "Group", not "\\"objectType\\": \\"Agent\\""',
    );
  });

  it('ids that are not UUIDs (uuids.js)', () => {
    expect(refused(statement({ id: 'AA97B177-9383-4934-8543-0F91A7A028368' }))).toBe('id must be a UUID (8-4-4-4-12 hexadecimal digits)');
    expect(refused(statement({ id: 'MA97B177-9383-4934-8543-0F91A7A02836' }))).toBe('id must be a UUID (8-4-4-4-12 hexadecimal digits)');
    expect(refused(statement({ id: 12345 }))).toBe('id must be a string, not the number 12345');
    expect(refused(statement({ context: { registration: 'should fail' } }))).toBe('context.registration must be a UUID (8-4-4-4-12 hexadecimal digits)');
    // Any version and variant, in either case.
    expect(() => checkStatement(statement({ id: 'AA97B177-9383-1934-C543-0F91A7A02836' }))).not.toThrow();
  });

  it('IRIs and IRLs without a scheme (Data 2.2.s4.b1.b8, XAPI-00011)', () => {
    expect(refused(statement({ verb: { id: 'adlnet.gov/expapi/verbs/attended' } }))).toBe(
      'verb.id must be an absolute IRI (a scheme such as http: followed by the rest, without spaces)',
    );
    expect(refusal(statement({ actor: { openid: 'open.id.com/testUser' } })).path).toBe('statement.actor.openid');
    expect(refusal(statement({ actor: { account: { homePage: 'homePage.com/testUser', name: '123456' } } })).path).toBe('statement.actor.account.homePage');
    expect(refusal(statement({ actor: { account: { homePage: 'ab=c://should.fail.com', name: '1' } } })).path).toBe('statement.actor.account.homePage');
    expect(refusal(statement({ object: { ...ACTIVITY, definition: { type: 'www.example.com/type' } } })).path).toBe('statement.object.definition.type');
    expect(refusal(statement({ object: { ...ACTIVITY, definition: { moreInfo: 'virtualmeeting.example.com/345256' } } })).path).toBe(
      'statement.object.definition.moreInfo',
    );
    expect(refused(statement({ context: { extensions: { 'example.com/extension/wrong': 1234 } } }))).toBe(
      'context.extensions has the key "example.com/extension/wrong", which is not an absolute IRI',
    );
    expect(refusal(statement({ object: { objectType: 'Activity', id: 'http://example.com/a b' } })).path).toBe('statement.object.id');
    expect(() => checkStatement(statement({ verb: { id: 'urn:uuid:e05aa883-acaf-40ad-bf54-02c8ce485fb0' } }))).not.toThrow();
  });

  it('Agents without exactly one well-formed IFI (agents.js, ifis.js, accountobjects.js)', () => {
    expect(refused(statement({ actor: { objectType: 'Agent', name: 'no one' } }))).toBe(
      'actor must have exactly one identifier (mbox, mbox_sha1sum, openid or account); it has none',
    );
    expect(refused(statement({ actor: { ...ACTOR, openid: 'http://openid.example.org/12345' } }))).toBe(
      'actor must have exactly one identifier, not 2 (mbox, openid)',
    );
    expect(refused(statement({ actor: { mbox: 'mailto:should.fail.com' } }))).toBe('actor.mbox must be a mailto: IRI ("mailto:" and an email address)');
    expect(refusal(statement({ actor: { mbox: 'http://should.fail.com' } })).path).toBe('statement.actor.mbox');
    expect(refusal(statement({ actor: { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e36497' } })).path).toBe('statement.actor.mbox_sha1sum');
    expect(refused(statement({ actor: { account: { homePage: 'http://www.example.com' } } }))).toBe('actor.account.name is required');
    expect(refused(statement({ actor: { account: { homePage: 'http://www.example.com', name: 'x', id: 1 } } }))).toBe(
      'actor.account.id is not allowed here: xAPI defines no such property (names are case-sensitive)',
    );
    expect(refused(statement({ actor: { ...ACTOR, objectType: 'agent' } }))).toBe('actor.objectType must be "Agent" or "Group", not "agent"');
  });

  it('Groups: anonymous without members, several IFIs, Groups as members (groups.js)', () => {
    expect(refused(statement({ actor: { objectType: 'Group', name: 'Group Anonymous' } }))).toBe(
      'actor.member is required in a Group without an identifier (an anonymous Group)',
    );
    expect(refused(statement({ actor: { objectType: 'Group', mbox: 'mailto:g@example.com', openid: 'http://openid.example.org/g' } }))).toBe(
      'actor must have at most one identifier, not 2 (mbox, openid)',
    );
    const nested = { objectType: 'Group', member: [{ objectType: 'Group', mbox: 'mailto:inner@example.com' }] };
    expect(refused(statement({ actor: nested }))).toBe('actor.member[0] must be an Agent: a Group cannot be a member of a Group');
    expect(refusal(statement({ actor: { objectType: 'Group', member: [{ name: 'no ifi' }] } })).path).toBe('statement.actor.member[0]');
    // A team is a Group (contexts.js "team is agent").
    expect(refused(statement({ context: { team: { ...ACTOR } } }))).toBe('context.team.objectType must be "Group"');
  });

  it('an authority that is not an Agent or an anonymous Group of two (authorities.js, XAPI-00100)', () => {
    const identified = {
      objectType: 'Group',
      name: 'xAPI Group',
      mbox: 'mailto:xapigroup@example.com',
      member: [
        { name: 'agentA', mbox: 'mailto:agentA@example.com' },
        { name: 'agentB', mbox: 'mailto:agentB@example.com' },
      ],
    };
    expect(refused(statement({ authority: identified }))).toBe('authority must be an anonymous Group, without mbox');
    const three = { objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }, { mbox: 'mailto:b@example.com' }, { mbox: 'mailto:c@example.com' }] };
    expect(refused(statement({ authority: three }))).toBe('authority.member must list exactly two Agents (the OAuth application and the user)');
    expect(refused(statement({ authority: { objectType: 'Agent' } }))).toBe(
      'authority must have exactly one identifier (mbox, mbox_sha1sum, openid or account); it has none',
    );
  });

  it('verbs and language maps that are not RFC 5646 (verbs.js, languages.js, formatting.js)', () => {
    expect(refused(statement({ verb: { display: { 'en-US': 'attended' } } }))).toBe('verb.id is required');
    expect(refused(statement({ verb: { id: VERB.id, display: { a12345678: 'should error' } } }))).toBe(
      'verb.display has the key "a12345678", which is not an RFC 5646 language tag',
    );
    expect(refused(statement({ verb: { id: VERB.id, display: 'attended' } }))).toBe(
      'verb.display must be a language map (an object of language tag to string), not the string "attended"',
    );
    const name = (tag: string) => statement({ object: { ...ACTIVITY, definition: { name: { [tag]: 'x' } } } });
    for (const tag of [
      'de',
      'de-DE',
      'zh-Hant',
      'sr-Latn-RS',
      'cmn',
      'es-419',
      'zh-Hans-CN',
      'en-GB-oed',
      'x-private',
      'de-CH-1996',
      'en-a-bbb-x-a-ccc',
      'en-a-hello-b-hello',
    ]) {
      expect(() => checkStatement(name(tag)), tag).not.toThrow();
    }
    for (const tag of ['', 'something', 'en-something-AU', 'zh-z-aaa-z-bbb-c-ccc', 'de-1996-1996', 'en_US', '12']) {
      expect(refusal(name(tag)).path, tag).toBe('statement.object.definition.name');
    }
    expect(refused(statement({ context: { language: 'en-something' } }))).toBe('context.language must be an RFC 5646 language tag such as en or fr-CA');
  });

  it('Activities: no id, interaction properties without interactionType or not of its type, repeated component ids (activities.js, XAPI-00064)', () => {
    expect(refused(statement({ object: { objectType: 'Activity' } }))).toBe('object.id is required');
    const choice = interaction('choice', { correctResponsesPattern: ['golf'], choices: CHOICES });
    const definition = choice.definition as JsonObject;
    const { interactionType: _type, ...withoutType } = definition;
    expect(refused(statement({ object: { ...choice, definition: withoutType } }))).toBe(
      'object.definition.interactionType is required when correctResponsesPattern is used',
    );
    expect(refused(statement({ object: { ...choice, definition: { ...definition, interactionType: 'choiCe' } } }))).toBe(
      'object.definition.interactionType must be one of true-false, choice, fill-in, long-fill-in, matching, performance, sequencing, likert, numeric, other (exactly), not "choiCe"',
    );
    expect(refused(statement({ object: { ...choice, definition: { ...definition, interactionType: 'true-false' } } }))).toBe(
      'object.definition.choices is not used with interactionType "true-false"',
    );
    expect(refused(statement({ object: interaction('likert', { scale: [{ id: 'a' }, { id: 'a' }] }) }))).toBe(
      'object.definition.scale[1].id repeats "a": the ids within a list must be distinct',
    );
    expect(refused(statement({ object: interaction('fill-in', { correctResponsesPattern: 'Bob' }) }))).toBe(
      'object.definition.correctResponsesPattern must be an array, not the string "Bob"',
    );
  });

  it('an Agent or Group object without objectType, a bad objectType, and StatementRefs without a UUID (objects.js, XAPI-00065)', () => {
    expect(refused(statement({ object: { name: 'xAPI mbox', mbox: 'mailto:xapi@adlnet.gov' } }))).toBe(
      'object.objectType is required when the object is an Agent or Group',
    );
    expect(refused(statement({ object: { ...ACTIVITY, objectType: 'activity' } }))).toBe(
      'object.objectType must be one of Activity, Agent, Group, SubStatement, StatementRef, not "activity"',
    );
    expect(refused(statement({ object: { objectType: 'StatementRef' } }))).toBe('object.id is required');
    expect(refused(statement({ context: { statement: { id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' } } }))).toBe(
      'context.statement.objectType must be "StatementRef"',
    );
    expect(() => checkStatement(statement({ object: { objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }] } }))).not.toThrow();
  });

  it('SubStatements with id, stored, version, authority or a SubStatement inside (substatements.js)', () => {
    expect(refused(withSubStatement({ id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0' }))).toBe('object.id must not be used in a SubStatement');
    expect(refused(withSubStatement({ stored: '2013-05-18T05:32:34.804Z' }))).toBe('object.stored must not be used in a SubStatement');
    expect(refused(withSubStatement({ version: '1.0.0' }))).toBe('object.version must not be used in a SubStatement');
    expect(refused(withSubStatement({ authority: { ...ACTOR } }))).toBe('object.authority must not be used in a SubStatement');
    const inner = withSubStatement().object;
    expect(refused(withSubStatement({ object: inner }))).toBe('object.object must not be a SubStatement: a SubStatement cannot contain another one');
    // A SubStatement is checked as a statement (its context and timestamp too).
    expect(refused(withSubStatement({ timestamp: '01/011/2015' }))).toBe('object.timestamp must be an ISO 8601 date and time such as 2024-05-01T09:30:00.000Z');
  });

  it('scores out of range, and results with bad durations (scores.js, results.js, durations.js)', () => {
    const score = (s: JsonObject) => refused(statement({ result: { score: s } }));
    expect(score({ scaled: 1.01 })).toBe('result.score.scaled must be between -1 and 1');
    expect(score({ scaled: -1.00001 })).toBe('result.score.scaled must be between -1 and 1');
    expect(score({ raw: 101, min: 0, max: 100 })).toBe('result.score.raw must not be more than max');
    expect(score({ raw: -1, min: 0 })).toBe('result.score.raw must not be less than min');
    expect(score({ min: 100, max: 100 })).toBe('result.score.min must be less than max');
    expect(() => checkStatement(statement({ result: { score: { scaled: -1, raw: 0, min: 0, max: 0.5 } } }))).not.toThrow();
    for (const duration of ['PT1H0M0.1S', 'PT4H35M59.14S', 'PT16559.14S', 'P3Y1M29DT4H35M59.14S', 'P3Y', 'P4W', 'P1D', 'PT0S']) {
      expect(() => checkStatement(statement({ result: { duration } })), duration).not.toThrow();
    }
    for (const duration of ['PA1H0M0S', 'P4W1D', 'should fail', 'P', 'PT', 'P1DT', 'P16559.14S', 'P0003-01-29T04:35:59']) {
      expect(refused(statement({ result: { duration } })), duration).toBe('result.duration must be an ISO 8601 duration such as PT1H30M or P3Y');
    }
  });

  it('timestamps that are not ISO 8601, negative zero offsets included (timestamps.js, XAPI-00123)', () => {
    for (const timestamp of [
      'should fail',
      '01/011/2015',
      '2008-09-15T15:53:00.601-00',
      '2008-09-15T15:53:00.601-0000',
      '2008-09-15T15:53:00.601-00:00',
      '2015-02-29T00:00:00Z',
      '2015-11-18 12:17:00Z',
      '2015-11-18',
    ]) {
      expect(refused(statement({ timestamp })), timestamp).toBe('timestamp must be an ISO 8601 date and time such as 2024-05-01T09:30:00.000Z');
    }
    expect(refusal(statement({ stored: 'yesterday' })).path).toBe('statement.stored');
  });

  it('revision or platform when the object is not an Activity (contexts.js)', () => {
    const context = { revision: 'rev_10_3_2' };
    expect(refused(statement({ object: { ...ACTOR }, context }))).toBe(
      "context.revision must only be used when the statement's object is an Activity (here it is an Agent)",
    );
    expect(refused(statement({ object: { objectType: 'StatementRef', id: '6690e6c9-3ef0-4ed3-8b37-7f3964730bee' }, context: { platform: 'web' } }))).toBe(
      "context.platform must only be used when the statement's object is an Activity (here it is a StatementRef)",
    );
    expect(refusal(withSubStatement({ object: { ...ACTOR }, context: { platform: 'web' } })).path).toBe('statement.object.context.platform');
  });

  it('versions other than 1.0.x (version.js)', () => {
    for (const version of ['should fail', '0.9.9', '1.1.0', '1.0.', '2.0.0']) {
      expect(refused(statement({ version })), version).toBe('version must be 1.0 or start with 1.0. (this LRS speaks xAPI 1.0.x)');
    }
  });

  it('malformed attachments (attachments.js)', () => {
    const attachment = {
      usageType: 'http://example.com/attachment-usage/test',
      display: { 'en-US': 'A test attachment' },
      contentType: 'text/plain',
      length: 27,
      sha2: '495395e777cd98da653df9615d09c0fd6bb2f8d4788394cd53c56a3bfdcd848a',
    };
    const refusedWith = (change: JsonObject) => refused(statement({ attachments: [{ ...attachment, ...change }] }));
    expect(refused(statement({ attachments: attachment }))).toBe('attachments must be an array, not an object');
    expect(refusedWith({ usageType: 'example.com/attachment-usage/test' })).toMatch(/^attachments\[0\]\.usageType must be an absolute IRI/);
    expect(refusedWith({ length: '27' })).toBe('attachments[0].length must be a number, not the string "27"');
    expect(refusedWith({ length: 2.5 })).toBe('attachments[0].length must be a whole number of octets, 0 or more');
    expect(refusedWith({ contentType: 12345 })).toBe('attachments[0].contentType must be a string, not the number 12345');
    expect(refusedWith({ sha2: 'should fail' })).toBe('attachments[0].sha2 must be a SHA-2 hash in hexadecimal');
    expect(refusedWith({ fileUrl: 'over.there.com/file.txt' })).toMatch(/^attachments\[0\]\.fileUrl must be an absolute IRL/);
    expect(refusedWith({ display: 'A test attachment' })).toMatch(/^attachments\[0\]\.display must be a language map/);
    const { display: _display, ...noDisplay } = attachment;
    expect(refused(statement({ attachments: [noDisplay] }))).toBe('attachments[0].display is required');
  });

  it('a voiding statement whose object is not a StatementRef (voiding.js)', () => {
    const s = statement({ verb: { id: 'http://adlnet.gov/expapi/verbs/voided', display: { 'en-US': 'voided' } } });
    expect(refused(s)).toBe('object must be a StatementRef when the verb is voided');
  });
});

describe('checkStatementBatch', () => {
  it('checks one statement or each of an array, naming the index', () => {
    expect(() => checkStatementBatch(statement())).not.toThrow();
    expect(() => checkStatementBatch([statement(), withSubStatement()])).not.toThrow();
    expect(() => checkStatementBatch([])).not.toThrow();
    let error: unknown;
    try {
      checkStatementBatch([statement(), statement({ actor: { mbox: 'xapi@adlnet.gov' } })]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(XapiRuleError);
    expect((error as XapiRuleError).path).toBe('statements[1].actor.mbox');
    expect((error as XapiRuleError).message).toBe('statements[1].actor.mbox must be a mailto: IRI ("mailto:" and an email address)');
  });

  it('refuses two statements with one id (Communication 2.1.2.s2.b6), whatever the case of the UUID', () => {
    const id = 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0';
    expect(() => checkStatementBatch([statement({ id }), statement({ id: id.toUpperCase() })])).toThrow(
      'statements[1].id repeats the id of statements[0]: a batch must not hold two statements with one id',
    );
  });
});

describe('parseTimestamp', () => {
  it('reads the instant, with its offset, to the millisecond', () => {
    expect(parseTimestamp('2013-05-18T05:32:34.804+00:00')?.toISOString()).toBe('2013-05-18T05:32:34.804Z');
    expect(parseTimestamp('2013-05-18T07:32:34.8049+02:00')?.toISOString()).toBe('2013-05-18T05:32:34.804Z');
    expect(parseTimestamp('20130518T000000-0130')?.toISOString()).toBe('2013-05-18T01:30:00.000Z');
    expect(parseTimestamp('2016-02-29T23:59:59Z')?.toISOString()).toBe('2016-02-29T23:59:59.000Z');
    expect(parseTimestamp('2013-13-01T00:00:00Z')).toBeNull();
    expect(parseTimestamp(20130518)).toBeNull();
  });
});

const STORED = '2024-05-01T09:30:00.123Z';
const AUTHORITY = { objectType: 'Agent' as const, account: { homePage: 'https://lrs.example.com', name: 'client-1' } };

describe('normalizeStatement', () => {
  it('sets id, stored, authority, version and timestamp, and wraps single contextActivities, without changing the input', () => {
    const input = statement({
      object: { id: 'http://example.com/a' },
      context: { contextActivities: { parent: { id: 'http://example.com/p' }, other: [{ id: 'http://example.com/o' }] } },
      stored: '2011-07-15T00:00:00.000Z',
      authority: { mbox: 'mailto:claimed@example.com' },
    });
    const before = structuredClone(input);
    const stored = normalizeStatement(input, { id: '2bd36b26-8c6d-4a3a-9f5e-2f8d2f9a6c11', stored: STORED, authority: AUTHORITY });
    expect(input).toEqual(before);
    expect(stored).toEqual({
      id: '2bd36b26-8c6d-4a3a-9f5e-2f8d2f9a6c11',
      actor: ACTOR,
      verb: VERB,
      object: { id: 'http://example.com/a', objectType: 'Activity' },
      context: { contextActivities: { parent: [{ id: 'http://example.com/p' }], other: [{ id: 'http://example.com/o' }] } },
      timestamp: STORED,
      stored: STORED,
      authority: AUTHORITY,
      version: '1.0.0',
    });
  });

  it("keeps the statement's own id (in lower case), timestamp and 1.0.x version, and completes a SubStatement too", () => {
    const input = withSubStatement({
      object: { id: 'http://example.com/inner' },
      context: { contextActivities: { category: { id: 'http://example.com/profile' } } },
    });
    Object.assign(input, { id: 'FD41C918-B88B-4B20-A0A5-A4C32391AAA0', timestamp: '2015-11-18T12:17:00+00:00', version: '1.0.3' });
    const stored = normalizeStatement(input, { id: 'ignored', stored: STORED, authority: AUTHORITY });
    expect(stored.id).toBe('fd41c918-b88b-4b20-a0a5-a4c32391aaa0');
    expect(stored.timestamp).toBe('2015-11-18T12:17:00+00:00');
    expect(stored.version).toBe('1.0.3');
    expect(stored.object).toMatchObject({
      object: { objectType: 'Activity', id: 'http://example.com/inner' },
      context: { contextActivities: { category: [{ id: 'http://example.com/profile' }] } },
    });
  });
});

describe('formatStatement', () => {
  const stored = normalizeStatement(
    withSubStatement({
      actor: { objectType: 'Group', name: 'Group Identified', mbox: 'mailto:group@adlnet.gov', member: [{ ...ACTOR }] },
      object: {
        objectType: 'Activity',
        id: 'http://www.example.com/unicode',
        definition: {
          name: { en: 'Other', 'en-GB': 'attended', 'ja-JP': '出席した' },
          description: { 'en-US': 'attended', 'en-GB': 'attended (GB)' },
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          interactionType: 'choice',
          choices: [{ id: 'golf', description: { 'en-US': 'Golf Example', 'fr-FR': 'Exemple de golf' } }],
        },
      },
    }),
    { id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0', stored: STORED, authority: AUTHORITY },
  );

  it('exact returns the statement as stored', () => {
    expect(formatStatement(stored, 'exact', [])).toBe(stored);
  });

  it('ids keeps only identifiers, as the suite checks (XAPI-00171)', () => {
    const ids = formatStatement(stored, 'ids', []);
    expect(ids.actor).toEqual({ objectType: 'Agent', mbox: 'mailto:xapi@adlnet.gov' });
    expect(ids.verb).toEqual({ id: VERB.id });
    expect(ids.authority).toEqual({ objectType: 'Agent', account: AUTHORITY.account });
    expect(ids.object).toEqual({
      objectType: 'SubStatement',
      actor: { objectType: 'Group', mbox: 'mailto:group@adlnet.gov' },
      verb: { id: 'http://adlnet.gov/expapi/verbs/reported' },
      object: { id: 'http://www.example.com/unicode' },
    });
    expect(ids.stored).toBe(STORED);
    const anonymous = normalizeStatement(
      statement({
        actor: {
          objectType: 'Group',
          name: 'Team',
          member: [{ name: 'A', mbox: 'mailto:a@example.com' }, { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' }],
        },
      }),
      { id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0', stored: STORED, authority: AUTHORITY },
    );
    expect(formatStatement(anonymous, 'ids', []).actor).toEqual({
      objectType: 'Group',
      member: [{ mbox: 'mailto:a@example.com' }, { mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' }],
    });
  });

  it('canonical keeps one language per map, the best for Accept-Language, and leaves Agents exact (XAPI-00169)', () => {
    const canonical = formatStatement(stored, 'canonical', ['en-GB']);
    expect(canonical.verb).toEqual({ id: VERB.id, display: { 'en-GB': 'attended' } });
    expect(canonical.actor).toEqual(ACTOR);
    const sub = canonical.object as JsonObject;
    expect(sub.actor).toEqual({ objectType: 'Group', name: 'Group Identified', mbox: 'mailto:group@adlnet.gov', member: [ACTOR] });
    expect(sub.object).toEqual({
      objectType: 'Activity',
      id: 'http://www.example.com/unicode',
      definition: {
        name: { 'en-GB': 'attended' },
        description: { 'en-GB': 'attended (GB)' },
        type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
        interactionType: 'choice',
        choices: [{ id: 'golf', description: { 'en-US': 'Golf Example' } }],
      },
    });
    // fr-CA has no entry: fr takes fr-FR; none matching: the first language of the map.
    const fr = (formatStatement(stored, 'canonical', ['fr-CA', 'fr']).object as JsonObject).object as JsonObject;
    expect((fr.definition as JsonObject).choices).toEqual([{ id: 'golf', description: { 'fr-FR': 'Exemple de golf' } }]);
    expect((fr.definition as JsonObject).name as JsonObject).toEqual({ en: 'Other' });
    expect(stored.verb).toEqual(VERB);
  });

  it('parseAcceptLanguage orders ranges by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.5, en-US,en;q=0.8, de;q=0')).toEqual(['en-US', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('statementsEquivalent', () => {
  const original = statement({
    id: 'fd41c918-b88b-4b20-a0a5-a4c32391aaa0',
    actor: { objectType: 'Group', mbox: 'mailto:team@Example.COM', member: [{ mbox: 'mailto:a@example.com' }, { mbox: 'mailto:b@example.com' }] },
    object: { id: 'http://example.com/a', definition: { name: { en: 'A' } } },
    context: { contextActivities: { parent: { id: 'http://example.com/p' } } },
    result: { duration: 'PT1H' },
    timestamp: '2015-11-18T12:17:00+00:00',
  });
  const stored = normalizeStatement(original, { id: 'unused', stored: STORED, authority: AUTHORITY });

  it('ignores what the LRS sets or may change, and serialisations that mean the same (Data 2.3.1)', () => {
    expect(statementsEquivalent(original, stored)).toBe(true);
    const again = structuredClone(original);
    Object.assign(again, {
      actor: { objectType: 'Group', mbox: 'mailto:team@example.com', member: [{ mbox: 'mailto:b@example.com' }, { mbox: 'mailto:a@example.com' }] },
      verb: { id: VERB.id },
      object: { objectType: 'Activity', id: 'http://example.com/a' },
      attachments: [],
    });
    expect(statementsEquivalent(again, stored)).toBe(true);
    // The statement's timestamp may be one the LRS set (2.3.1.b1): two stored copies of one statement posted without a
    // timestamp differ only there.
    const { timestamp: _timestamp, ...withoutTimestamp } = original;
    const storedTwice = [1, 2].map((n) => normalizeStatement(withoutTimestamp, { id: 'unused', stored: `2024-05-0${n}T09:30:00.000Z`, authority: AUTHORITY }));
    expect(statementsEquivalent(storedTwice[0] as JsonObject, storedTwice[1] as JsonObject)).toBe(true);
    expect(statementsEquivalent({ ...original, timestamp: '2015-11-18T12:17:01Z' }, stored)).toBe(true);
  });

  it('sees every other difference', () => {
    expect(statementsEquivalent({ ...original, result: { duration: 'PT60M' } }, stored)).toBe(false);
    const inner = (timestamp: string) => withSubStatement({ timestamp });
    expect(statementsEquivalent(inner('2015-11-18T12:17:00Z'), inner('2015-11-18T13:17:00+01:00'))).toBe(true);
    expect(statementsEquivalent(inner('2015-11-18T12:17:00Z'), inner('2015-11-18T12:17:01Z'))).toBe(false);
    expect(statementsEquivalent({ ...original, object: { id: 'http://example.com/b' } }, stored)).toBe(false);
    // Only the domain of an email address is case-insensitive.
    const renamed = structuredClone(original);
    (renamed.actor as JsonObject).mbox = 'mailto:Team@example.com';
    expect(statementsEquivalent(renamed, stored)).toBe(false);
    const verbChanged = structuredClone(original);
    (verbChanged.verb as JsonObject).id = 'http://adlnet.gov/expapi/verbs/attempted';
    expect(statementsEquivalent(verbChanged, stored)).toBe(false);
    expect(statementsEquivalent({ ...original, context: { contextActivities: { grouping: { id: 'http://example.com/p' } } } }, stored)).toBe(false);
  });
});
