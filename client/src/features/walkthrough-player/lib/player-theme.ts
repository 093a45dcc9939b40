/**
 * The player's look from the walkthrough's config (authoring.md §3 "Walkthrough configuration"):
 * tn (top navigation) colours the header bar, mca (main content area) the step's text and
 * background, ea (embedded area) the embed page. Values are read by id; anything missing or not
 * a colour / font / size falls back to the walkthrough defaults.
 */
import type { CSSProperties } from 'react';
import type { ConfigSection } from '../../../lib/walkthrough/types';
import { normalizeHex, readableTextOn } from '../../../lib/contrast';

/** The walkthrough defaults (server/src/modules/materials/material-defaults.ts). */
export const PLAYER_DEFAULTS = {
  tnBGColor: '#FFFFFF',
  tnLinkColor: '#000000',
  tnTextColor: '#000000',
  mcaBgColor: '#F6F8F9',
  mcaHeadlineFont: 'Open Sans',
  mcaHeadlineSize: '14px',
  mcaHeadlineColor: '#363841',
  mcaDescriptionFont: 'Open Sans',
  mcaDescriptionSize: '16px',
  mcaDescriptionColor: '#363841',
  mcaInstructionFont: 'Open Sans',
  mcaInstructionSize: '12px',
  mcaInstructionColor: '#363841',
  eaBGColor: '#FFFFFF',
  eaTextColor: '#363841',
  eaIconColor: '#3BA4B4',
} as const;

type ThemeKey = keyof typeof PLAYER_DEFAULTS;

const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\([\d\s.,%]+\)|transparent)$/i;
const SIZE = /^(\d{1,3}(\.\d+)?)(px)?$/i;
const FONT = /^[\w\s-]{1,60}$/;

/** Every value of every section by id (a later section wins, as the editor shows them in order). */
export function configValues(config: readonly ConfigSection[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const section of config) for (const value of section.values) values.set(value.id, value.value);
  return values;
}

function pick(values: Map<string, string>, key: ThemeKey, valid: (value: string) => string | null): string {
  const raw = values.get(key)?.trim();
  return (raw && valid(raw)) || PLAYER_DEFAULTS[key];
}

const asColor = (value: string) => (COLOR.test(value) ? value : null);
const asFont = (value: string) => (FONT.test(value) ? value : null);
/** "14px" or "14"; 1..240 like every font size in the document. */
const asSize = (value: string) => {
  const match = SIZE.exec(value);
  const size = match ? Number(match[1]) : Number.NaN;
  return size >= 1 && size <= 240 ? `${size}px` : null;
};

/** A font name as a CSS font-family list with the app's fonts behind it. */
function fontStack(font: string): string {
  return `"${font}", var(--font-sans)`;
}

/** A readable colour for text on a coloured button; for non-hex colours the light/dark default. */
function labelOn(fill: string): string {
  const hex = normalizeHex(fill);
  return hex ? readableTextOn(hex) : '#FFFFFF';
}

/** CSS custom properties the player's stylesheet reads (player.css). */
export function playerTheme(config: readonly ConfigSection[]): CSSProperties {
  const values = configValues(config);
  // The embed's buttons are filled with the icon colour; their label is whichever of the text
  // colours stays readable on it (the default #3BA4B4 takes dark text).
  const eaAccent = pick(values, 'eaIconColor', asColor);
  return {
    '--player-tn-bg': pick(values, 'tnBGColor', asColor),
    '--player-tn-text': pick(values, 'tnTextColor', asColor),
    '--player-tn-link': pick(values, 'tnLinkColor', asColor),
    '--player-mca-bg': pick(values, 'mcaBgColor', asColor),
    '--player-headline-font': fontStack(pick(values, 'mcaHeadlineFont', asFont)),
    '--player-headline-size': pick(values, 'mcaHeadlineSize', asSize),
    '--player-headline-color': pick(values, 'mcaHeadlineColor', asColor),
    '--player-description-font': fontStack(pick(values, 'mcaDescriptionFont', asFont)),
    '--player-description-size': pick(values, 'mcaDescriptionSize', asSize),
    '--player-description-color': pick(values, 'mcaDescriptionColor', asColor),
    '--player-instruction-font': fontStack(pick(values, 'mcaInstructionFont', asFont)),
    '--player-instruction-size': pick(values, 'mcaInstructionSize', asSize),
    '--player-instruction-color': pick(values, 'mcaInstructionColor', asColor),
    '--player-ea-bg': pick(values, 'eaBGColor', asColor),
    '--player-ea-text': pick(values, 'eaTextColor', asColor),
    '--player-ea-accent': eaAccent,
    '--player-ea-accent-text': labelOn(eaAccent),
  } as CSSProperties;
}
