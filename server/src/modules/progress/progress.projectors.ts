/** What progress keeps current from the writes of other modules (events/domain-events.ts). */
import type { Projectors } from '../../events/domain-events.js';
import { keepLearnerRiskFacts } from './learner-risk-facts.js';

export const progressProjectors: Projectors = {
  // A deleted material's due days and missed pass marks no longer count in its learners' sums.
  'material.deleted': [
    async (tx, e) => {
      await keepLearnerRiskFacts(tx, { learnerIds: e.learners.filter((l) => l.hadRiskFacts).map((l) => l.learnerId) });
    },
  ],
};
