/**
 * The document as the editor works on it, from the material's `draftData` / `draftConfig` JSON.
 * The server validated the shape already (contract §1); steps saved before `altText` and
 * `backgroundHeight` existed get their defaults here, so every edit starts from a complete step.
 */
import type { ConfigSection, Layer, WalkthroughDoc, WalkthroughStep } from '../../lib/walkthrough/types';

function stepFrom(raw: Partial<WalkthroughStep>): WalkthroughStep {
  return {
    id: Number(raw.id),
    name: raw.name ?? '',
    title: raw.title ?? '',
    description: raw.description ?? '',
    altText: raw.altText ?? '',
    backgroundUrl: raw.backgroundUrl ?? null,
    backgroundHeight: raw.backgroundHeight ?? null,
    layers: Array.isArray(raw.layers) ? (raw.layers as Layer[]) : [],
  };
}

/** A whole document from the two JSON fields; anything that is not a list reads as empty. */
export function docFromServer(draftData: unknown, draftConfig: unknown): WalkthroughDoc {
  const steps = Array.isArray(draftData)
    ? draftData.filter((step) => step && typeof step === 'object').map((step) => stepFrom(step as Partial<WalkthroughStep>))
    : [];
  const config = Array.isArray(draftConfig) ? (draftConfig as ConfigSection[]) : [];
  return { steps, config };
}
