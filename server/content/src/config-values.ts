/** Building and reading styling sections without the schemas (see config.ts). */
import type { ConfigSection, ConfigValue, ConfigValueType } from './config.js';

export const CONFIG_VALUE_TYPES = ['color', 'font', 'px-size', 'text', 'textarea', 'upload', 'percent'] as const;
export const CONFIG_LIMITS = { sections: 20, valuesPerSection: 50, value: 2000 } as const;

/** One value of a default section. */
export const configValueOf = (id: string, title: string, value: string, type: ConfigValueType, extra: Partial<ConfigValue> = {}): ConfigValue => ({
  id,
  title,
  value,
  type,
  ...extra,
});

/** "An empty config falls back to the default for the kind" (authoring.md §3). */
export function configOr(config: unknown, defaults: () => ConfigSection[]): ConfigSection[] {
  return Array.isArray(config) && config.length > 0 ? (config as ConfigSection[]) : defaults();
}

/** The value of `id` in any section, or `fallback`. */
export function configValueIn(config: readonly ConfigSection[], id: string, fallback = ''): string {
  for (const section of config) for (const v of section.values) if (v.id === id && v.value) return v.value;
  return fallback;
}

/** Config sections as the server sends them (checked when saved): only what has their shape, without zod. */
export function trustedConfig(config: unknown): ConfigSection[] {
  if (!Array.isArray(config)) return [];
  return config.filter((s): s is ConfigSection => typeof s === 'object' && s !== null && typeof s.sectionId === 'string' && Array.isArray(s.values));
}
