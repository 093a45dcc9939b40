/**
 * A material in hub mode, as each player shows it: the app's kind registry (app/kind-views.ts)
 * names the one for each player a kind definition can name, and hands the table to the hub's
 * routes; the material page picks by the material's kind. Each loads only for a material it
 * plays: a path's reader never downloads the walkthrough player, nor the other way round (about
 * 30 KB gzip each page would carry otherwise).
 */
import type { KindDefinition } from '@learnhub/content';
import type { ComponentType } from 'react';
import type { HubMaterialPageQuery$data } from '../../__generated__/HubMaterialPageQuery.graphql';
import { lazyComponent } from '../../lib/lazy-component';

export type HubMaterial = NonNullable<NonNullable<HubMaterialPageQuery$data['hub']>['material']>;

export type HubPlayerProps = {
  companySlug: string;
  material: HubMaterial;
  /** The signed-in learner (or guest), null for a visitor. */
  learner: HubMaterialPageQuery$data['learnerViewer'];
};

/** The hub mode of every player a kind definition can name. */
export type HubPlayers = { readonly [P in KindDefinition['player']]: ComponentType<HubPlayerProps> };

const LOADING = <p role="status">Loading…</p>;

/** Walkthroughs, docs and videos: the walkthrough player with the learner's progress. */
export const HubWalkthroughPlayer = lazyComponent(async () => (await import('./components/HubWalkthroughMaterial')).HubWalkthroughPlayer, LOADING);
/** SCORM packages: the package player with the runtime's reports as progress. */
export const HubPackagePlayer = lazyComponent(async () => (await import('./components/HubPackageMaterial')).HubPackagePlayer, LOADING);
/** Paths: the path viewer with answering and progress. */
export const HubPathPlayer = lazyComponent(async () => (await import('./components/HubPathMaterial')).HubPathPlayer, LOADING);
