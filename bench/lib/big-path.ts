/**
 * The big path the benchmarks write into the database: 50 steps × 30 elements (the step's title
 * element first), every step with titles, body rich text, questions, multiple choice, videos and
 * checkboxes. Used by autosave.bench.ts and path-editor.bench.ts.
 */

/** A path of `steps` × `elements` (default 50 × 30) cycling through the picker's kinds; `revision` in a title so every save differs. */
export function bigPath(revision: number, steps = 50, elements = 30) {
  const element = (s: number, e: number) => {
    const id = `s${s}e${e}`;
    switch (e % 6) {
      case 0:
        return {
          id,
          type: 'large_text',
          content: `Heading ${e} of step ${s + 1}, revision ${revision}`,
          fontSize: 34,
          color: '#000000',
          fontFamily: 'Open Sans',
        };
      case 1:
        return {
          id,
          type: 'body',
          content: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Read this part carefully, then ' },
                  { type: 'text', text: 'answer', marks: [{ type: 'strong' }] },
                ],
              },
            ],
          },
          fontSize: 14,
          color: '#000000',
          fontFamily: 'Open Sans',
          fill: 'transparent',
        };
      case 2:
        return { id, type: 'short_answer', question: 'What did you learn in this part?', answer: '' };
      case 3:
        return {
          id,
          type: 'multiple_choice',
          multipleChoice: [
            {
              id: `${id}q`,
              question: 'Which is right?',
              points: 1,
              options: [1, 2, 3].map((o) => ({ id: `${id}o${o}`, value: `Option ${o}`, isChecked: o === 1, explanation: '' })),
            },
          ],
        };
      case 4:
        return { id, type: 'video', source: 'https://youtu.be/dQw4w9WgXcQ', title: 'Video' };
      default:
        return { id, type: 'checkbox', label: 'I have done this', fontSize: 14, color: '#000000', fontFamily: 'Open Sans' };
    }
  };
  return Array.from({ length: steps }, (_, s) => ({
    id: 2_000 + s,
    title: `Step ${s + 1}`,
    description: 'What this step covers.',
    dueDate: '',
    buttons: { complete: true, next: true },
    layers: [
      { id: 'main', type: 'large_text', content: `Step ${s + 1}`, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' },
      ...Array.from({ length: elements - 1 }, (_, e) => element(s, e)),
    ],
  }));
}
