/** What other features may use of the materials lists: the settings dialog and the status labels. */
export { LazyMaterialSettingsDialog } from './LazyMaterialSettingsDialog';
/** The settings dialog's fragment, which the page that opens it spreads. */
export type { MaterialSettingsDialog_material$key } from '../../__generated__/MaterialSettingsDialog_material.graphql';
export { type MaterialStatusValue, statusLabel } from './material-display';
