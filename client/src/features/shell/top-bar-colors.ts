import type { CSSProperties } from 'react';
import { readableTextOn } from '../../lib/contrast';

/** A company's top bar colours, `#RRGGBB` each (Company.brandColors). */
export interface TopBarColors {
  readonly topBarBackground: string;
  readonly topBarPrimary: string;
  readonly topBarText: string;
}

/**
 * The inline style that gives a top bar the company's colours: the --topbar-* variables
 * theme.css defaults and shell.css reads. The Create button's label keeps the brand text colour
 * when it is readable on the primary colour, otherwise white or black (whichever contrasts more),
 * because the server only checks text against the background.
 */
export function topBarStyle(colors: TopBarColors): CSSProperties {
  return {
    '--topbar-bg': colors.topBarBackground,
    '--topbar-primary': colors.topBarPrimary,
    '--topbar-text': colors.topBarText,
    '--topbar-primary-text': readableTextOn(colors.topBarPrimary, colors.topBarText),
  } as CSSProperties;
}
