/**
 * The walkthrough document as the editor and player hold it: the types are derived from the
 * schema the server validates with (@learnhub/content, authoring.md §3), so the two cannot drift.
 */
export type {
  ConfigSection,
  ConfigValue,
  ConfigValueType,
  DropdownLayer,
  DropdownOption,
  FontStyle,
  HotspotLayer,
  ImageLayer,
  Layer,
  LayerType,
  LineLayer,
  LineStyle,
  RectLayer,
  TextInputLayer,
  TextLayer,
  WalkthroughDoc,
  WalkthroughStep,
} from '@learnhub/content';
export { CANVAS, MIN_SIZE, WALKTHROUGH_LIMITS as LIMITS } from '@learnhub/content';

/** Tools that add a layer; `square` adds a `rect` (authoring.md §3 "Tools for new layers"). */
export type LayerTool = 'square' | 'text' | 'hotspot' | 'textInput' | 'dropdown' | 'line';
