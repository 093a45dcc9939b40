import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS, newElement } from './element-defaults.js';
import { checkPathDocument, earliestToday, pastDueDates, readPathSteps } from './schema.js';

const step = (layers: unknown[], extra: Record<string, unknown> = {}) => ({ id: 7, title: 'Step 1', layers, ...extra });
const check = (layers: unknown[], extra: Record<string, unknown> = {}) => checkPathDocument([step(layers, extra)], []);
const errors = (layers: unknown[], extra: Record<string, unknown> = {}) => {
  const r = check(layers, extra);
  return r.ok ? [] : (r.fieldErrors.data ?? []);
};

describe('path elements', () => {
  it('accepts a new element of each of the 15 kinds, as the picker makes it', () => {
    expect(ELEMENT_KINDS).toHaveLength(15);
    const layers = ELEMENT_KINDS.map((k) => newElement(k.type));
    const r = check(layers);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.data[0]?.layers.map((l) => l.type)).toEqual(ELEMENT_KINDS.map((k) => k.type));
    expect(newElement('large_text').content).toBe('Hello world over here');
    expect(newElement('body').content).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello world over here' }] }] });
  });

  it('fills omitted fields with the defaults of authoring.md §3', () => {
    const r = check([
      { id: 'a', type: 'large_text' },
      { id: 'b', type: 'checkbox' },
      { id: 'c', type: 'short_answer' },
      { id: 'd', type: 'multi_select' },
      { id: 'e', type: 'attachment' },
      { id: 'f', type: 'multiple_choice' },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    const [large, checkbox, short, multi, attachment, choice] = r.value.data[0]?.layers ?? [];
    expect(large).toEqual({ id: 'a', type: 'large_text', content: 'This is large title', fontSize: 34, color: '#000000', fontFamily: 'Open Sans' });
    expect(checkbox).toEqual({ id: 'b', type: 'checkbox', label: 'Enter your label', fontSize: 14, color: '#000000', fontFamily: 'Open Sans' });
    expect(short).toEqual({ id: 'c', type: 'short_answer', question: 'Enter your question.', answer: '' });
    expect(multi).toMatchObject({ question: 'Enter your question', points: 1 });
    expect(attachment).toEqual({ id: 'e', type: 'attachment', source: '', fileName: '', fileType: '' });
    const q = (choice as { multipleChoice: { options: { value: string; isChecked: boolean }[] }[] }).multipleChoice;
    expect(q).toHaveLength(1);
    expect(q[0]?.options.map((o) => [o.value, o.isChecked])).toEqual([
      ['Option 1', true],
      ['Option 2', false],
    ]);
  });

  it('accepts "attchment" as attachment, and keeps legacy kinds as they are', () => {
    const r = check([
      { id: 'a', type: 'attchment', source: '', fileName: 'x.pdf' },
      { id: 'q', type: 'quotes', content: 'Be kind', author: 'Anon' },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    expect(r.value.data[0]?.layers[0]).toMatchObject({ type: 'attachment', fileName: 'x.pdf' });
    expect(r.value.data[0]?.layers[1]).toEqual({ id: 'q', type: 'quotes', content: 'Be kind', author: 'Anon' });
  });

  it('refuses unknown kinds, unsafe sources, oversized embed code and huge option lists, naming where', () => {
    expect(errors([{ id: 'x', type: 'iframe' }])).toEqual(['steps[0].layers[0].type: unknown element type "iframe"']);
    expect(errors([{ id: 'i', type: 'image', source: 'javascript:alert(1)' }])).toEqual([
      'steps[0].layers[0].source: must be empty or /uploads/<key> or an http(s) address of at most 2048 characters',
    ]);
    expect(errors([{ id: 'i', type: 'image', source: 'data:image/png;base64,AAAA' }])).toHaveLength(1);
    expect(errors([{ id: 'a', type: 'attachment', source: 'javascript:x' }])).toHaveLength(1);
    expect(errors([{ id: 'v', type: 'video', source: 'javascript:alert(1)' }])).toEqual([
      'steps[0].layers[0].source: must be a YouTube, Vimeo or Wistia link or an http(s) address of a video file',
    ]);
    expect(errors([{ id: 'e', type: 'embedded_code', source: 'x'.repeat(20_001) }])).toEqual(['steps[0].layers[0].source: must be at most 20000 characters']);
    expect(errors([{ id: 'e', type: 'embedded_code', source: 'x'.repeat(20_000) }])).toEqual([]);
    const options = Array.from({ length: 10_000 }, (_, i) => ({ id: `o${i}`, value: `${i}`, isChecked: i === 0 }));
    expect(errors([{ id: 'm', type: 'multi_select', multiSelect: options }])).toEqual(['steps[0].layers[0].multiSelect: must have at most 50 items']);
  });

  it('requires exactly one correct option per multiple-choice question', () => {
    const question = (checked: boolean[]) => ({
      id: 'q1',
      question: 'Which?',
      options: checked.map((isChecked, i) => ({ id: `o${i}`, value: `${i}`, isChecked })),
    });
    expect(errors([{ id: 'm', type: 'multiple_choice', multipleChoice: [question([true, false]), { ...question([false, true]), id: 'q2' }] }])).toEqual([]);
    expect(errors([{ id: 'm', type: 'multiple_choice', multipleChoice: [question([true, true])] }])).toEqual([
      'steps[0].layers[0].multipleChoice[0].options: must have exactly one correct option (has 2)',
    ]);
    expect(errors([{ id: 'm', type: 'multiple_choice', multipleChoice: [question([false, false])] }])).toHaveLength(1);
  });

  it('refuses an element id used twice in one step, but "main" may be in every step', () => {
    const main = { id: 'main', type: 'large_text', content: 'Step' };
    expect(checkPathDocument([step([main]), { ...step([main]), id: 8 }], []).ok).toBe(true);
    expect(errors([main, { ...main }])).toEqual(['steps[0].layers[1].id: duplicate element id "main"']);
  });
});

describe('due dates', () => {
  it('takes "" or a calendar date, keeping the date part of an ISO date-time', () => {
    const r = checkPathDocument([step([], { dueDate: '2026-12-01T00:00:00.000Z' }), { ...step([]), id: 8, dueDate: '' }], []);
    if (!r.ok) throw new Error('refused');
    expect(r.value.data.map((s) => s.dueDate)).toEqual(['2026-12-01', '']);
    expect(errors([], { dueDate: '01/12/2026' })).toEqual(['steps[0].dueDate: must be empty or a date like "2026-12-01"']);
    expect(errors([], { dueDate: '2026-02-30' })).toEqual(['steps[0].dueDate: must be empty or a date like "2026-12-01"']);
  });

  it('refuses a past date this save sets, and keeps a past date saved again unchanged', () => {
    // 2026-11-23 10:00 UTC: it is still 2026-11-22 in UTC−12, the last zone to reach a new day.
    const now = new Date('2026-11-23T10:00:00Z');
    expect(earliestToday(now)).toBe('2026-11-22');
    const steps = (dueDate: string) => [{ id: 7, title: '', description: '', dueDate, buttons: { complete: true, next: true }, layers: [] }];
    expect(pastDueDates(steps('2026-11-21'), new Map(), now)).toEqual(["steps[0].dueDate: can't be before today (2026-11-22)"]);
    expect(pastDueDates(steps('2026-11-22'), new Map(), now)).toEqual([]);
    expect(pastDueDates(steps('2026-11-21'), new Map([[7, '2026-11-21']]), now)).toEqual([]);
    expect(pastDueDates(steps('2026-11-20'), new Map([[7, '2026-11-21']]), now)).toHaveLength(1);
  });
});

describe('readPathSteps', () => {
  it('keeps every valid step and element of an older row and never throws', () => {
    const steps = readPathSteps([
      {
        id: 1,
        title: 'A',
        dueDate: 'soon',
        layers: [
          { id: 'b', type: 'body', content: 'Old text' },
          { id: 'x', type: 'blob' },
        ],
      },
      { id: 'bad' },
      null,
    ]);
    expect(steps).toHaveLength(1);
    expect(steps[0]?.dueDate).toBe('');
    expect(steps[0]?.layers).toHaveLength(1);
    expect(steps[0]?.layers[0]).toMatchObject({
      type: 'body',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Old text' }] }] },
    });
    expect(readPathSteps('junk')).toEqual([]);
  });
});

describe('new elements and omitted fields agree', () => {
  it('a new element of each kind is what the schema makes of {id, type} (but the picker text and fresh ids)', () => {
    for (const { type } of ELEMENT_KINDS) {
      const made = newElement(type);
      const r = check([{ id: made.id, type }]);
      if (!r.ok) throw new Error(type);
      const filled = r.value.data[0]?.layers[0] as Record<string, unknown>;
      const strip = (el: Record<string, unknown>) =>
        JSON.parse(JSON.stringify(el, (k, v) => (k === 'id' && typeof v === 'string' && v !== made.id ? '*' : k === 'content' ? '*' : v)));
      expect(strip(made as Record<string, unknown>), type).toEqual(strip(filled));
    }
  });
});

describe('trustedPathSteps', () => {
  it('keeps step-shaped data, fills missing step fields and converts a legacy string body', async () => {
    const { trustedPathSteps } = await import('./trusted-steps.js');
    const steps = trustedPathSteps([{ id: 3, layers: [{ id: 'b', type: 'body', content: 'Hi' }, { nope: 1 }] }, { id: 'x' }, 7]);
    expect(steps).toEqual([
      {
        id: 3,
        title: '',
        description: '',
        dueDate: '',
        buttons: { complete: true, next: true },
        layers: [{ id: 'b', type: 'body', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] } }],
      },
    ]);
  });
});
