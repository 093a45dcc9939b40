/**
 * Colour values as the document stores them (contract §1: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb(...)`, `rgba(...)` or `transparent`) and the `#rrggbb` a native colour picker
 * needs. Picking a colour keeps the value's transparency (a hotspot stays see-through).
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i;

type Rgba = { r: number; g: number; b: number; a: number };

/** Whether the server accepts this colour. */
export function isColor(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === 'transparent' || HEX.test(trimmed)) return true;
  const match = FUNCTIONAL.exec(trimmed);
  return !!match && [match[1], match[2], match[3]].every((part) => Number(part) <= 255);
}

function parse(value: string): Rgba | null {
  const trimmed = value.trim();
  if (trimmed === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (HEX.test(trimmed)) {
    let hex = trimmed.slice(1);
    if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
    const channel = (index: number) => parseInt(hex.slice(index, index + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
  }
  const match = FUNCTIONAL.exec(trimmed);
  if (!match) return null;
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: match[4] === undefined ? 1 : Number(match[4]) };
}

const hex2 = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/** The `#rrggbb` for a colour picker (black for a value it cannot read). */
export function pickerValue(value: string): string {
  const rgba = parse(value);
  return rgba ? `#${hex2(rgba.r)}${hex2(rgba.g)}${hex2(rgba.b)}` : '#000000';
}

/** The picked `#rrggbb` with the previous value's transparency kept. */
export function withPickedColor(previous: string, picked: string): string {
  const before = parse(previous);
  const after = parse(picked);
  if (!after) return previous;
  if (!before || before.a >= 1) return picked.toUpperCase();
  const alpha = Math.round(before.a * 100) / 100;
  return `rgba(${after.r}, ${after.g}, ${after.b}, ${alpha})`;
}
