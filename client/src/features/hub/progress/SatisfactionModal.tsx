/**
 * The satisfaction modal (audience.md §4): five faces — angry, sad, neutral, happy, excited — not
 * dismissed by the backdrop or Escape, Complete disabled until a face is chosen; then the learner
 * goes to the company's hub home. Decision (hub issue §3): it asks at the end of a material (Finish
 * of a walkthrough, the completion of a path), not when the material loads as the old product did:
 * a learner can't rate what they haven't seen. The faces are a radio group (arrow keys move).
 */
import { useId, useState } from 'react';
import { Button, Dialog } from '../../../ui';

export const FACES = [
  { score: 'ANGRY', label: 'Angry', face: '😠' },
  { score: 'SAD', label: 'Sad', face: '🙁' },
  { score: 'NEUTRAL', label: 'Neutral', face: '😐' },
  { score: 'HAPPY', label: 'Happy', face: '🙂' },
  { score: 'EXCITED', label: 'Excited', face: '😄' },
] as const;
export type Score = (typeof FACES)[number]['score'];

export function SatisfactionModal({ materialName, onComplete }: { materialName: string; onComplete(score: Score): void }) {
  const [score, setScore] = useState<Score | null>(null);
  const name = useId();
  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => {}}
      size="md"
      title={`How was ${materialName}?`}
      footer={
        <Button disabled={!score} onClick={() => score && onComplete(score)}>
          Complete
        </Button>
      }
    >
      <fieldset className="hub-faces">
        <legend>Choose the face that shows how satisfied you are.</legend>
        {FACES.map((f, i) => (
          <label key={f.score} className={`hub-face${score === f.score ? ' hub-face--chosen' : ''}`}>
            <input
              type="radio"
              name={name}
              value={f.score}
              checked={score === f.score}
              onChange={() => setScore(f.score)}
              data-autofocus={i === 0 ? true : undefined}
            />
            <span className="hub-face__emoji" aria-hidden="true">
              {f.face}
            </span>
            <span className="hub-face__label">{f.label}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
