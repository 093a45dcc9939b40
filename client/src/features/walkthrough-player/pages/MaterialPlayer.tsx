import type { usePlayerConfig_config$key } from '../../../__generated__/usePlayerConfig_config.graphql';
import type { usePlayerSteps_steps$key } from '../../../__generated__/usePlayerSteps_steps.graphql';
import type { ConfigSection } from '../../../lib/walkthrough/types';
import { usePlayerConfig } from '../data/usePlayerConfig';
import { usePlayerSteps } from '../data/usePlayerSteps';
import { type PlayerMode, WalkthroughPlayer } from '../WalkthroughPlayer';

export interface MaterialPlayerProps {
  name: string;
  mode: PlayerMode;
  steps: usePlayerSteps_steps$key;
  /** Typed config sections, or sections already read from stored JSON (publishedConfig). */
  config: usePlayerConfig_config$key | { sections: ConfigSection[] };
  onFinish?: () => void;
  onStepChange?: (index: number) => void;
}
type Callbacks = Pick<MaterialPlayerProps, 'onFinish' | 'onStepChange'>;

function TypedConfigPlayer({
  name,
  mode,
  steps,
  config,
  ...callbacks
}: {
  name: string;
  mode: PlayerMode;
  steps: usePlayerSteps_steps$key;
  config: usePlayerConfig_config$key;
} & Callbacks) {
  return <WalkthroughPlayer name={name} mode={mode} steps={usePlayerSteps(steps)} config={usePlayerConfig(config)} {...callbacks} />;
}

function SectionsPlayer({
  name,
  mode,
  steps,
  config,
  ...callbacks
}: { name: string; mode: PlayerMode; steps: usePlayerSteps_steps$key; config: ConfigSection[] } & Callbacks) {
  return <WalkthroughPlayer name={name} mode={mode} steps={usePlayerSteps(steps)} config={config} {...callbacks} />;
}

/** The player fed from GraphQL fragments (the pages' bridge to the plain-props WalkthroughPlayer). */
export function MaterialPlayer({ name, mode, steps, config, ...callbacks }: MaterialPlayerProps) {
  if ('sections' in config) return <SectionsPlayer name={name} mode={mode} steps={steps} config={config.sections} {...callbacks} />;
  return <TypedConfigPlayer name={name} mode={mode} steps={steps} config={config} {...callbacks} />;
}
