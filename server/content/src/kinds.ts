/**
 * The material kinds: one definition each, shared by server and client. A definition says what
 * document the kind stores, how people name it, where it lives, and what it can do. Code asks a
 * kind's capabilities (`kindOf(m.kind).completion === 'steps'`), never its name: comparing a kind
 * with a literal outside this file and the client's kind registry is refused by a test
 * (kind-literals.test.ts), so a new kind is a new row here, and the compiler names every table
 * that needs one (`Record<MaterialKindName, …>`). README: "Adding a material kind".
 *
 * Docs and videos store the walkthrough document and open in the walkthrough viewer and editor;
 * the spec lists them as kinds of their own (tabs, counts, filters) whose editors are not shown.
 */
import type { z } from 'zod';
import type { ConfigSection } from './config.js';
import { type DocumentVersions, stampStep, upgradeSteps } from './document-versions.js';
import type { DocumentCheck } from './issues.js';
import { firstPathSteps, pathConfig } from './path/defaults.js';
import { PATH_VERSIONS } from './path/versions.js';
import { WALKTHROUGH_VERSIONS } from './walkthrough/versions.js';
import { checkPathDocument, duplicatePathIds, type PathStep, pathStepSchema, readPathSteps } from './path/schema.js';
import { firstWalkthroughSteps, walkthroughConfig } from './walkthrough/defaults.js';
import { checkPackageDocument, duplicatePackageIds, type PackageStep, packageStepSchema, readPackageSteps } from './package/schema.js';
import { PACKAGE_VERSIONS } from './package/versions.js';
import { checkWalkthroughDocument, duplicateWalkthroughIds, readWalkthroughSteps, type WalkthroughStep, walkthroughStepSchema } from './walkthrough/schema.js';

/** Every kind, in the order lists, tabs and counts show them. */
export const MATERIAL_KINDS = ['WALKTHROUGH', 'PATH', 'DOC', 'VIDEO', 'PACKAGE'] as const;
export type MaterialKindName = (typeof MATERIAL_KINDS)[number];

export type DocumentKind<Step extends { id: number }> = {
  /** "walkthrough" / "path": used in messages ("The path data is not valid."). */
  noun: string;
  /** The stored shape's version and the migrations up to it (document-versions.ts). */
  versions: DocumentVersions;
  stepSchema: z.ZodType<Step>;
  checkDocument(data: unknown, config: unknown): DocumentCheck<{ data: Step[]; config: ConfigSection[] }>;
  /** Messages for ids used twice across the whole document. */
  duplicateIds(steps: readonly Step[]): string[];
  readSteps(data: unknown): Step[];
  firstSteps(): Step[];
  defaultConfig(): ConfigSection[];
};

export const walkthroughKind: DocumentKind<WalkthroughStep> = {
  noun: 'walkthrough',
  versions: WALKTHROUGH_VERSIONS,
  stepSchema: walkthroughStepSchema as unknown as z.ZodType<WalkthroughStep>,
  checkDocument: checkWalkthroughDocument,
  duplicateIds: duplicateWalkthroughIds,
  readSteps: readWalkthroughSteps,
  firstSteps: firstWalkthroughSteps,
  defaultConfig: walkthroughConfig,
};

export const pathKind: DocumentKind<PathStep> = {
  noun: 'path',
  versions: PATH_VERSIONS,
  stepSchema: pathStepSchema as unknown as z.ZodType<PathStep>,
  checkDocument: checkPathDocument,
  duplicateIds: duplicatePathIds,
  readSteps: readPathSteps,
  firstSteps: firstPathSteps,
  defaultConfig: pathConfig,
};

/** An imported SCORM package's items (package/schema.ts): written from its manifest, never by an editor. */
export const packageKind: DocumentKind<PackageStep> = {
  noun: 'package',
  versions: PACKAGE_VERSIONS,
  stepSchema: packageStepSchema as unknown as z.ZodType<PackageStep>,
  checkDocument: checkPackageDocument,
  duplicateIds: duplicatePackageIds,
  readSteps: readPackageSteps,
  // A package material is made from its zip (packages module), never empty.
  firstSteps: () => [],
  defaultConfig: () => [],
};

/** The documents a kind can store, by name; `KindDefinition.document` says which. */
export const DOCUMENTS = { walkthrough: walkthroughKind, path: pathKind, package: packageKind } as const;
export type DocumentName = keyof typeof DOCUMENTS;

/** The staff app's list sections: `/{workspace}/{section}/{slug}` (authoring.md §2). */
export type MaterialSection = 'walkthroughs' | 'paths' | 'docs' | 'packages';
/** The hub's tabs that show one kind (ALL shows every kind). */
export type HubKindTab = 'KNOWLEDGE_BASES' | 'PATHS' | 'COURSES' | 'PRODUCT_WALKTHROUGHS' | 'PRODUCT_DEMOS' | 'VIDEOS';

export type KindDefinition = {
  kind: MaterialKindName;
  /** The document stored as the material's steps and config. */
  document: DocumentName;
  labels: {
    /** The spec's display name (authoring.md §3 "Material categories"): Walkthrough, Path, Docs, Video. */
    title: string;
    /** A list of them: "Walkthroughs", "Paths", "Docs", "Videos". */
    plural: string;
    /** In a sentence: "a walkthrough", "Someone gave you access to the path …". */
    noun: string;
    /** One letter where a picture is missing (a hub card, a learner's activity). */
    letter: string;
  };
  /** The staff address section its view and edit addresses are under. */
  section: MaterialSection;
  /** Which of a learner profile's three groups lists it. */
  profileGroup: 'walkthroughs' | 'paths' | 'docs';
  /** The counts field (`walkthroughs`, …; REST `{field}_count`). */
  countField: 'walkthroughs' | 'paths' | 'docs' | 'videos' | 'packages';
  /** The legacy REST `material_type` (authoring.md §3) and `category` (plural) values. */
  rest: { materialType: string; category: string; aliases: readonly string[] };
  /** The hub tabs that list it (the first is the one REST's `?category=` picks). */
  hubTabs: readonly HubKindTab[];
  /**
   * What a learner does to finish it: `steps` — complete every step (Complete buttons);
   * `finish` — play through and press Finish; `reported` — a package reports it (SCORM's runtime data).
   */
  completion: 'steps' | 'finish' | 'reported';
  /** Questions are answered and scored against the author's pass mark. */
  graded: boolean;
  /** Steps carry due dates (and so learners carry risk facts: overdue, due soon). */
  dueDates: boolean;
  /** The settings dialog edits a description (paths have none: "Paths do not have a description"). */
  description: boolean;
  /** The editor that edits it, or null where none is shown. */
  editor: 'walkthrough' | 'path' | null;
  /** The player that shows it to viewers and learners. */
  player: 'walkthrough' | 'path' | 'package';
  /** An embed snippet (an iframe of the player) is offered. */
  embeddable: boolean;
  /** Exportable as a package for an LMS (issue 25). */
  exportable: boolean;
  /** With no thumbnail, a card shows the first step's background image. */
  thumbnailFromFirstStep: boolean;
  /** The staff app has an audience page for it (`/{section}/audience`: audience.md §2 "Walkthroughs and Paths audience pages"). */
  audiencePage: boolean;
  /** The walkthrough picker offers it: what a path's Walkthroughs element is pointed at (REST GET /walkthroughs/search). */
  walkthroughPicker: boolean;
  /** How a new one is made: `blank` — Create makes it with the kind's first steps; `upload` — from a file (a SCORM zip). */
  createdFrom: 'blank' | 'upload';
  /** Its xAPI activity type (the object's `definition.type` in the learners' statements). */
  xapiActivityType: string;
};

const walkthroughPlayed = {
  document: 'walkthrough',
  completion: 'finish',
  graded: false,
  dueDates: false,
  description: true,
  player: 'walkthrough',
  embeddable: true,
  exportable: true,
  createdFrom: 'blank',
} as const;

export const KINDS: { readonly [K in MaterialKindName]: KindDefinition & { kind: K } } = {
  WALKTHROUGH: {
    ...walkthroughPlayed,
    kind: 'WALKTHROUGH',
    labels: { title: 'Walkthrough', plural: 'Walkthroughs', noun: 'walkthrough', letter: 'W' },
    section: 'walkthroughs',
    profileGroup: 'walkthroughs',
    countField: 'walkthroughs',
    rest: { materialType: 'walkthrough', category: 'walkthroughs', aliases: ['walkthrough', 'walkthroughs'] },
    hubTabs: ['PRODUCT_WALKTHROUGHS', 'PRODUCT_DEMOS'],
    editor: 'walkthrough',
    thumbnailFromFirstStep: true,
    xapiActivityType: 'http://adlnet.gov/expapi/activities/simulation',
    audiencePage: true,
    walkthroughPicker: true,
  },
  PATH: {
    kind: 'PATH',
    document: 'path',
    labels: { title: 'Path', plural: 'Paths', noun: 'path', letter: 'P' },
    section: 'paths',
    profileGroup: 'paths',
    countField: 'paths',
    rest: { materialType: 'paths', category: 'paths', aliases: ['path', 'paths'] },
    hubTabs: ['PATHS', 'COURSES'],
    completion: 'steps',
    graded: true,
    dueDates: true,
    description: false,
    editor: 'path',
    player: 'path',
    embeddable: false,
    exportable: true,
    createdFrom: 'blank',
    thumbnailFromFirstStep: false,
    xapiActivityType: 'http://adlnet.gov/expapi/activities/course',
    audiencePage: true,
    walkthroughPicker: false,
  },
  DOC: {
    ...walkthroughPlayed,
    kind: 'DOC',
    labels: { title: 'Docs', plural: 'Docs', noun: 'doc', letter: 'D' },
    section: 'docs',
    profileGroup: 'docs',
    countField: 'docs',
    rest: { materialType: 'docs', category: 'docs', aliases: ['doc', 'docs'] },
    hubTabs: ['KNOWLEDGE_BASES'],
    editor: 'walkthrough',
    thumbnailFromFirstStep: false,
    xapiActivityType: 'http://id.tincanapi.com/activitytype/document',
    audiencePage: false,
    walkthroughPicker: false,
  },
  VIDEO: {
    ...walkthroughPlayed,
    kind: 'VIDEO',
    labels: { title: 'Video', plural: 'Videos', noun: 'video', letter: 'V' },
    // A video's view address is under /walkthroughs (authoring.md §2).
    section: 'walkthroughs',
    profileGroup: 'docs',
    countField: 'videos',
    rest: { materialType: 'video', category: 'videos', aliases: ['video', 'videos'] },
    hubTabs: ['VIDEOS'],
    editor: 'walkthrough',
    thumbnailFromFirstStep: false,
    xapiActivityType: 'https://w3id.org/xapi/video/activity-type/video',
    audiencePage: false,
    walkthroughPicker: false,
  },
  PACKAGE: {
    kind: 'PACKAGE',
    document: 'package',
    labels: { title: 'SCORM package', plural: 'SCORM packages', noun: 'SCORM package', letter: 'S' },
    section: 'packages',
    // A course, as paths are: the learner profile's and the hub's course groups list it.
    profileGroup: 'paths',
    countField: 'packages',
    rest: { materialType: 'package', category: 'packages', aliases: ['package', 'packages', 'scorm'] },
    hubTabs: ['COURSES'],
    completion: 'reported',
    // The package scores itself; the hub records the score it reports, not a pass mark of ours.
    graded: false,
    dueDates: false,
    description: true,
    editor: null,
    player: 'package',
    embeddable: false,
    // Already a package: an LMS takes the uploaded zip itself.
    exportable: false,
    createdFrom: 'upload',
    thumbnailFromFirstStep: false,
    xapiActivityType: 'http://adlnet.gov/expapi/activities/course',
    audiencePage: false,
    walkthroughPicker: false,
  },
};

/** Whether a string names a kind (GraphQL and REST input, stored rows read as text). */
export function isMaterialKind(kind: unknown): kind is MaterialKindName {
  return typeof kind === 'string' && Object.hasOwn(KINDS, kind);
}

/** The definition of a kind. */
export function kindOf(kind: MaterialKindName): KindDefinition {
  return KINDS[kind];
}

/** The kinds whose definition passes `test` (e.g. those a section lists). */
export function kindsWhere(test: (k: KindDefinition) => boolean): MaterialKindName[] {
  return MATERIAL_KINDS.filter((k) => test(KINDS[k]));
}

/** The document kind of a material kind. */
export function documentKind(kind: MaterialKindName): DocumentKind<WalkthroughStep> | DocumentKind<PathStep> | DocumentKind<PackageStep> {
  return DOCUMENTS[KINDS[kind].document];
}

/**
 * Stored steps of a kind (a published copy, a revision) in the current shape of its document,
 * without version keys: what a reader that does not parse them (REST's raw `data`, a restore)
 * hands on. Anything but a list is an empty document.
 */
export function upgradeDocument(kind: MaterialKindName, data: unknown): unknown[] {
  return upgradeSteps(documentKind(kind).versions, data);
}

/** Steps of the current shape as they are stored, each with its document's current version. */
export function stampDocument<T extends object>(kind: MaterialKindName, steps: readonly T[]): T[] {
  const { versions } = documentKind(kind);
  return steps.map((s) => stampStep(versions, s));
}
