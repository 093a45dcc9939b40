/**
 * "Nothing a learner does is lost, nothing counts twice": every learner write carries an id the
 * browser made (a UUID kept with the write in its offline queue). The first arrival claims the
 * id inside the write's transaction; a retry of an acknowledged write (the answer was lost, the
 * tab was closed, the server restarted) finds it taken and is answered with the current state
 * without being applied again. Two racing copies of one write serialize on the primary key.
 */
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';

export const clientIdSchema = z.uuid({ message: 'must be a UUID made by the client for this change' });

export function parseClientId(value: unknown): string {
  const parsed = clientIdSchema.safeParse(value);
  if (!parsed.success) throw ValidationError.field('clientId', 'clientId must be a UUID made by the client for this change.');
  return parsed.data.toLowerCase();
}

/** True when this write is new (apply it); false for a retry of one already applied. */
export async function claimWrite(tx: Prisma.TransactionClient, learnerId: string, clientId: string, kind: string): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "LearnerWrite" ("id", "learnerId", "kind") VALUES (${clientId}::uuid, ${learnerId}::uuid, ${kind})
    ON CONFLICT ("id") DO NOTHING`;
  if (inserted === 1) return true;
  const earlier = await tx.learnerWrite.findUnique({ where: { id: clientId }, select: { learnerId: true, kind: true } });
  if (!earlier || earlier.learnerId !== learnerId || earlier.kind !== kind)
    throw new ConflictError('This clientId was already used for another change: make a new one for each change.');
  return false;
}
