/** What other features may use of the materials lists: the create form, the settings dialog and the display rules. */
export { CreateMaterialForm } from './CreateMaterialForm';
export { LazyMaterialSettingsDialog } from './LazyMaterialSettingsDialog';
export { canWriteMaterials, type MaterialStatusValue, shareUrl, statusLabel } from './material-display';
