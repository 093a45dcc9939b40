/** The package player's public face: the view the hub plays packages in, and its routes. */
export type { PackageCommit, PackageResume } from './PackageRuntimeFrame';
export { PackageView, type PackageViewItem } from './PackageView';
export { commitForServer } from './commit-for-server';
