/**
 * The satisfaction modal (audience.md §4): five faces — angry, sad, neutral, happy, excited — not
 * dismissed by the backdrop or Escape, Complete disabled until a face is chosen; then the learner
 * goes to the company's hub home. Decision (hub issue §3): it asks at the end of a material (Finish
 * of a walkthrough, the completion of a path), not when the material loads as the old product did:
 * a learner can't rate what they haven't seen. The faces are a radio group (arrow keys move).
 */
import { useId, useState } from 'react';
import { Button, Dialog } from '../../../ui';

/** Drawn, not emoji: every device shows the same five faces (emoji fonts differ or are missing). */
export const FACES = [
  { score: 'ANGRY', label: 'Angry', mouth: 'M15 33 Q24 26 33 33', brows: true, colour: '#E4572E' },
  { score: 'SAD', label: 'Sad', mouth: 'M15 33 Q24 28 33 33', brows: false, colour: '#F3A712' },
  { score: 'NEUTRAL', label: 'Neutral', mouth: 'M16 31 H32', brows: false, colour: '#A8A8A8' },
  { score: 'HAPPY', label: 'Happy', mouth: 'M15 29 Q24 36 33 29', brows: false, colour: '#7CB518' },
  { score: 'EXCITED', label: 'Excited', mouth: 'M14 28 Q24 40 34 28 Z', brows: false, colour: '#2A9D8F' },
] as const;

function Face({ face }: { face: (typeof FACES)[number] }) {
  return (
    <svg className="hub-face__svg" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill={face.colour} opacity="0.25" stroke={face.colour} strokeWidth="2" />
      <circle cx="17" cy="20" r="2.5" fill="#1B2430" />
      <circle cx="31" cy="20" r="2.5" fill="#1B2430" />
      {face.brows && <path d="M12 13 L20 16 M36 13 L28 16" stroke="#1B2430" strokeWidth="2.5" strokeLinecap="round" />}
      <path d={face.mouth} fill={face.score === 'EXCITED' ? '#1B2430' : 'none'} stroke="#1B2430" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
export type Score = (typeof FACES)[number]['score'];

/**
 * `onCancel`: the learner opened it themselves ("Rate this" on a material completed earlier), so
 * it may be closed without a score (Cancel, Escape, the backdrop); at the end of a material it may not.
 */
export function SatisfactionModal({ materialName, onComplete, onCancel }: { materialName: string; onComplete(score: Score): void; onCancel?(): void }) {
  const [score, setScore] = useState<Score | null>(null);
  const name = useId();
  return (
    <Dialog
      open
      dismissible={!!onCancel}
      onClose={() => onCancel?.()}
      size="md"
      title={`How was ${materialName}?`}
      footer={
        <>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button disabled={!score} onClick={() => score && onComplete(score)}>
            Complete
          </Button>
        </>
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
            <Face face={f} />
            <span className="hub-face__label">{f.label}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
