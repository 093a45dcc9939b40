/**
 * What learners may see of a path before answering: the same steps without which options are
 * correct and without the explanations (shown after an answer, by the hub). Staff reads keep them.
 */
import type { PathElement } from './elements.js';
import type { PathStep } from './schema.js';

type Option = { id: string; value: string };
const strip = (options: readonly { id: string; value: string }[]): Option[] => options.map((o) => ({ id: o.id, value: o.value }));

export function withoutAnswers(steps: readonly PathStep[]): PathStep[] {
  return steps.map((step) => ({
    ...step,
    layers: step.layers.map((el): PathElement => {
      if (el.type === 'multiple_choice' && 'multipleChoice' in el)
        return { ...el, multipleChoice: el.multipleChoice.map((q) => ({ ...q, options: strip(q.options) })) } as unknown as PathElement;
      if (el.type === 'multi_select' && 'multiSelect' in el) return { ...el, multiSelect: strip(el.multiSelect) } as unknown as PathElement;
      return el;
    }),
  }));
}
