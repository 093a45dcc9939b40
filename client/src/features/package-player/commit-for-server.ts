/**
 * What of a SCORM commit the hub sends on (server: progress/package-runtime.service.ts reads
 * these and nothing else). A package's whole CMI data can hold interactions and 64,000 characters
 * of suspend data on every commit; the learner's outbox keeps each write on this device until the
 * server has it, so only the fields that count travel.
 */
import type { PackageCommit } from './PackageRuntimeFrame';

const pick = (source: unknown, keys: readonly string[]): Record<string, unknown> | undefined => {
  if (!source || typeof source !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in source) out[key] = (source as Record<string, unknown>)[key];
  return out;
};

export function commitForServer(commit: PackageCommit): PackageCommit {
  const runtime = commit.runtimeData as Record<string, unknown> | undefined;
  const cmi = (runtime?.cmi ?? runtime) as Record<string, unknown> | undefined;
  return {
    ...pick(commit, ['completionStatus', 'successStatus', 'score', 'totalTimeSeconds']),
    runtimeData: {
      cmi: {
        ...pick(cmi, ['suspend_data', 'location', 'completion_status', 'success_status', 'score']),
        ...(cmi?.core ? { core: pick(cmi.core, ['lesson_status', 'lesson_location', 'score']) } : {}),
      },
    },
  };
}
