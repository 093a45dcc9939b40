/**
 * What analytics keeps current from the writes of other modules (events/domain-events.ts), in
 * the writing transaction: a rollup never counts what was rolled back, and a retried write
 * (answered, not applied) adds nothing.
 */
import type { Projectors } from '../../events/domain-events.js';
import { carryProgress } from './period-rollups.js';
import { rollUp } from './rollups.js';

export const analyticsProjectors: Projectors = {
  // The day's and the periods' counters (rollups.ts) from each learner's or visitor's activity.
  'learner.activity': [(tx, e) => rollUp(tx, e)],
  // A deleted material's learners: their completion rates in the dashboard's period rows.
  'material.deleted': [
    (tx, e) =>
      carryProgress(
        tx,
        e.learners.map((l) => l.learnerId),
      ),
  ],
};
