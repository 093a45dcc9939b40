/**
 * "Rate this" on a material the learner completed earlier (issue 21: the satisfaction modal came
 * only at the moment of completion). It opens the same modal, which may be closed without a
 * score here; a new score replaces the learner's earlier one (rateMaterial), sent through the
 * outbox like every learner write.
 */
import { useState } from 'react';
import { Button } from '../../../ui';
import { SatisfactionModal, type Score } from './SatisfactionModal';

export function RateLater({ materialName, onRate }: { materialName: string; onRate(score: Score): void }) {
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(false);
  return (
    <div className="hub-rate-later">
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {rated ? 'Change your rating' : 'Rate this'}
      </Button>
      {rated && (
        <p role="status" className="hub-rate-later__thanks">
          Thanks for your rating.
        </p>
      )}
      {open && (
        <SatisfactionModal
          materialName={materialName}
          onCancel={() => setOpen(false)}
          onComplete={(score) => {
            onRate(score);
            setRated(true);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
