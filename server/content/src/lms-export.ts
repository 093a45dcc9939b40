/**
 * A material exported for an LMS (issue 25 §1), as the server's package builder writes it and the
 * player inside the package (client/src/features/lms-player) reads it: one description for both.
 *
 * A packaged export holds `index.html` (what the LMS launches), the player (`player.js`,
 * `player.css`, built by the client: client/vite.lms-player.config.ts), `content.js` (this
 * document, set on `window[LMS_PACKAGE_GLOBAL]`: a plain script, so the package also opens
 * from a disk), the images under `assets/`, and the manifest. Nothing in it calls this server.
 */
import type { ConfigSection } from './config.js';
import type { PathStep } from './path/schema.js';
import type { WalkthroughStep } from './walkthrough/schema.js';

export const LMS_EXPORT_FORMATS = ['scorm12', 'scorm2004', 'cmi5'] as const;
export type LmsExportFormat = (typeof LMS_EXPORT_FORMATS)[number];
export const LMS_EXPORT_MODES = ['packaged', 'linked'] as const;
export type LmsExportMode = (typeof LMS_EXPORT_MODES)[number];

export const LMS_EXPORT_FORMAT_LABELS: Record<LmsExportFormat, string> = {
  scorm12: 'SCORM 1.2',
  scorm2004: 'SCORM 2004 4th edition',
  cmi5: 'cmi5',
};
export const LMS_EXPORT_MODE_LABELS: Record<LmsExportMode, string> = { packaged: 'Packaged', linked: 'Linked' };

/** Where content.js puts the document. */
export const LMS_PACKAGE_GLOBAL = '__LEARNHUB_PACKAGE__';
export const LMS_PACKAGE_FILES = { launch: 'index.html', content: 'content.js', script: 'player.js', style: 'player.css', assets: 'assets' } as const;

/** How much resume data each standard keeps (SCORM 1.2 cmi.suspend_data; 2004 cmi.suspend_data; cmi5 keeps ours in the xAPI state). */
export const SUSPEND_DATA_LIMITS: Record<LmsExportFormat, number> = { scorm12: 4096, scorm2004: 64_000, cmi5: 64_000 };

export type BundledWalkthrough = { name: string; steps: WalkthroughStep[]; config: ConfigSection[] };

export type LmsPackageContent = {
  format: LmsExportFormat;
  /** The material's published revision the package was built from. */
  revision: number;
  name: string;
  /** The activity id (cmi5: the AU's id in cmi5.xml). */
  activityId: string;
} & (
  | { player: 'walkthrough'; steps: WalkthroughStep[]; config: ConfigSection[] }
  | {
      player: 'path';
      steps: PathStep[];
      config: ConfigSection[];
      /** Walkthroughs its Walkthroughs elements play, by the element's source (a material id). */
      walkthroughs: Record<string, BundledWalkthrough>;
      /** Linked: the graded questions' keys (the steps come without their answers; the server grades). */
      gradedKeys?: string[];
    }
);

/**
 * A linked export's content.js: no material, only where to read it (the hosted material's latest
 * publish) and where to record results; player.js and player.css load from this server too.
 */
export type LmsLinkedLauncher = { format: LmsExportFormat; name: string; linked: { url: string } };
export type LmsPackageScript = LmsPackageContent | LmsLinkedLauncher;
