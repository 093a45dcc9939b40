import { describe, expect, it } from 'vitest';
import { agentKey, ifiOf, mboxSha1, parseAgentParameter, personOf } from './agents.js';
import { XapiRuleError } from './statement-rules.js';

describe('agentKey', () => {
  it('names each kind of IFI canonically', () => {
    expect(agentKey({ objectType: 'Agent', name: 'xAPI mbox', mbox: 'mailto:xapi@ADLnet.gov' })).toBe('mbox:mailto:xapi@adlnet.gov');
    expect(agentKey({ mbox: 'mailto:Xapi@adlnet.gov' })).toBe('mbox:mailto:Xapi@adlnet.gov');
    expect(agentKey({ mbox_sha1sum: 'CD9B00A5611F94EAA7B1661EDAB976068E364975' })).toBe('mbox_sha1sum:cd9b00a5611f94eaa7b1661edab976068e364975');
    expect(agentKey({ openid: 'http://openid.example.org/12345' })).toBe('openid:http://openid.example.org/12345');
    expect(agentKey({ account: { homePage: 'http://www.example.com', name: 'xAPI account name' } })).toBe('account:http://www.example.com|xAPI account name');
    expect(ifiOf({ account: { homePage: 'http://www.example.com', name: '13936749' } })).toEqual({
      kind: 'account',
      key: 'account:http://www.example.com|13936749',
    });
  });

  it('gives an identified Group its IFI and an anonymous Group none', () => {
    expect(agentKey({ objectType: 'Group', name: 'Group Identified', mbox: 'mailto:xapi@adlnet.gov', member: [{ mbox: 'mailto:a@example.com' }] })).toBe(
      'mbox:mailto:xapi@adlnet.gov',
    );
    expect(agentKey({ objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }] })).toBeNull();
    expect(agentKey('mailto:xapi@adlnet.gov')).toBeNull();
  });
});

describe('mboxSha1', () => {
  it('hashes the whole mailto: IRI, as the suite pairs mbox and mbox_sha1sum', () => {
    expect(mboxSha1('mailto:xapi@adlnet.gov')).toBe('cd9b00a5611f94eaa7b1661edab976068e364975');
    expect(mboxSha1('mailto:test@example.com')).toBe('53d04bc579b8b4d082ca4a530642845e2c0bfe74');
  });
});

describe('parseAgentParameter', () => {
  function refusal(run: () => unknown): XapiRuleError {
    try {
      run();
    } catch (error) {
      if (error instanceof XapiRuleError) return error;
      throw error;
    }
    throw new Error('accepted');
  }

  it('reads the JSON of an Agent with one IFI (helper.buildAgent in the suite)', () => {
    const agent = { name: 'Rick James', objectType: 'Agent', account: { homePage: 'http://www.example.com/agentId/1', name: 'Rick James' } };
    expect(parseAgentParameter(JSON.stringify(agent))).toEqual(agent);
    expect(parseAgentParameter('{"mbox":"mailto:xapi@adlnet.gov"}')).toEqual({ mbox: 'mailto:xapi@adlnet.gov' });
  });

  it('refuses what is not JSON, not an Agent, or has no or several IFIs (XAPI-00198, XAPI-00249, Data 2.2.s4.b4)', () => {
    expect(refusal(() => parseAgentParameter('wrong')).message).toBe(
      'agent must be the JSON of an Agent, such as {"mbox":"mailto:someone@example.com"}; this is not JSON',
    );
    expect(refusal(() => parseAgentParameter('true')).message).toBe('agent must be an Agent object, not the boolean true');
    expect(refusal(() => parseAgentParameter('{"name":"Rick James","objectType":"Agent"}')).message).toBe(
      'agent must have exactly one identifier (mbox, mbox_sha1sum, openid or account); it has none',
    );
    expect(refusal(() => parseAgentParameter('{"mbox":"mailto:a@example.com","openid":"http://openid.example.org/a"}', 'agent')).message).toBe(
      'agent must have exactly one identifier, not 2 (mbox, openid)',
    );
    const badMbox = refusal(() => parseAgentParameter('{"mbox":"a@example.com"}', 'agent'));
    expect(badMbox.path).toBe('agent.mbox');
    expect(badMbox.message).toBe('agent.mbox must be a mailto: IRI ("mailto:" and an email address)');
  });

  it('takes an identified Group only where the group option allows it', () => {
    const group = '{"objectType":"Group","name":"Group Identified","mbox":"mailto:xapi@adlnet.gov"}';
    expect(refusal(() => parseAgentParameter(group)).message).toBe('agent must be an Agent, not a Group');
    expect(parseAgentParameter(group, 'agent', { group: true })).toEqual(JSON.parse(group));
    expect(refusal(() => parseAgentParameter('{"objectType":"Group","member":[{"mbox":"mailto:a@example.com"}]}', 'agent', { group: true })).message).toBe(
      'agent must be an identified Group (one mbox, mbox_sha1sum, openid or account)',
    );
  });
});

describe('personOf', () => {
  it('lists the distinct values of each property and leaves out those no Agent has', () => {
    const person = personOf([
      { objectType: 'Agent', name: 'xAPI mbox', mbox: 'mailto:xapi@adlnet.gov' },
      { name: 'xAPI mbox', mbox_sha1sum: 'cd9b00a5611f94eaa7b1661edab976068e364975' },
      { name: 'Andrew Downes', account: { homePage: 'http://www.example.com', name: '13936749' } },
      { account: { homePage: 'http://www.example.com', name: '13936749' } },
      { account: { homePage: 'http://www.example.com', name: '1625378' } },
    ]);
    expect(person).toEqual({
      objectType: 'Person',
      name: ['xAPI mbox', 'Andrew Downes'],
      mbox: ['mailto:xapi@adlnet.gov'],
      mbox_sha1sum: ['cd9b00a5611f94eaa7b1661edab976068e364975'],
      account: [
        { homePage: 'http://www.example.com', name: '13936749' },
        { homePage: 'http://www.example.com', name: '1625378' },
      ],
    });
    expect(personOf([{ openid: 'http://openid.example.org/12345' }])).toEqual({ objectType: 'Person', openid: ['http://openid.example.org/12345'] });
  });
});
