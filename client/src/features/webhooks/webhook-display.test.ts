import { WEBHOOK_EVENTS } from '@learnhub/content';
import { describe, expect, it } from 'vitest';
import {
  attemptOutcome,
  defaultReplayRange,
  fromLocalInput,
  headerLines,
  maskedSecret,
  prettyJson,
  replayRange,
  SUBSCRIBABLE_EVENTS,
  sortedEvents,
  TEST_EVENT,
  toLocalInput,
} from './webhook-display';

describe('the catalogue', () => {
  it('offers every type but the test event, in the catalogue order', () => {
    expect(SUBSCRIBABLE_EVENTS.map((e) => e.type)).toEqual(WEBHOOK_EVENTS.map((e) => e.type).filter((type) => type !== TEST_EVENT));
  });

  it('sorts subscriptions as the catalogue does, unknown types last', () => {
    expect(sortedEvents(['invoice.paid', 'x.new', 'material.published'])).toEqual(['material.published', 'invoice.paid', 'x.new']);
  });
});

describe('the delivery log', () => {
  it('indents a JSON body and leaves anything else as it came', () => {
    expect(prettyJson('{"type":"a","data":{"b":1}}')).toBe('{\n  "type": "a",\n  "data": {\n    "b": 1\n  }\n}');
    expect(prettyJson('not json')).toBe('not json');
  });

  it('lists request headers as sorted lines', () => {
    expect(headerLines({ 'webhook-timestamp': '1700000000', 'content-type': 'application/json', 'webhook-id': 'abc' })).toEqual([
      'content-type: application/json',
      'webhook-id: abc',
      'webhook-timestamp: 1700000000',
    ]);
    expect(headerLines(null)).toEqual([]);
  });

  it('says what an attempt got: the status, else the error', () => {
    expect(attemptOutcome({ responseStatus: 500, error: null })).toBe('HTTP 500');
    expect(attemptOutcome({ responseStatus: null, error: 'No answer within 15 s.' })).toBe('No answer within 15 s.');
  });
});

describe('the replay range', () => {
  it('defaults to the last 24 hours, in local time to the minute', () => {
    const now = new Date(2026, 10, 28, 9, 14, 30);
    expect(defaultReplayRange(now)).toEqual({ from: '2026-11-27T09:14', to: '2026-11-28T09:14' });
    expect(toLocalInput(fromLocalInput('2026-11-28T09:14') as Date)).toBe('2026-11-28T09:14');
  });

  it('sends the "to" minute whole, and refuses what is not a date', () => {
    const range = replayRange('2026-11-27T09:14', '2026-11-28T09:14');
    expect(range?.from).toBe(new Date(2026, 10, 27, 9, 14).toISOString());
    expect(range?.to).toBe(new Date(2026, 10, 28, 9, 14, 59, 999).toISOString());
    expect(replayRange('', '2026-11-28T09:14')).toBeNull();
  });
});

describe('the secret', () => {
  it('is hidden behind dots but keeps its prefix', () => {
    expect(maskedSecret(`whsec_${'a'.repeat(44)}`)).toBe(`whsec_${'•'.repeat(32)}`);
  });
});
