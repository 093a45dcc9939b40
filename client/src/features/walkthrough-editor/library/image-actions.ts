/** What the library's images do to the document: become a step's background or an image layer. */
import { newLayerId } from '../../../lib/walkthrough/layer-defaults';
import type { ImageLayer } from '../../../lib/walkthrough/types';
import { backgroundHeightFor, imageLayerSize } from '../canvas/geometry';
import { loadImage } from '../canvas/use-html-image';
import type { WalkthroughStore } from '../model/walkthrough-store';
import { addLayer, setBackground } from '../model/operations';

async function naturalSize(url: string): Promise<{ width: number; height: number }> {
  try {
    const image = await loadImage(url);
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return { width: 0, height: 0 };
  }
}

/** Sets the step's background, its height from the image's natural ratio at width 1024. */
export async function setStepBackground(store: WalkthroughStore, stepId: number, url: string): Promise<void> {
  const size = await naturalSize(url);
  store.edit(setBackground(stepId, url, backgroundHeightFor(size.width, size.height)));
}

/** Adds the image as a layer near the top-left corner; returns the new layer's id. */
export async function addImageLayer(store: WalkthroughStore, stepId: number, url: string): Promise<string> {
  const natural = await naturalSize(url);
  const size = imageLayerSize(natural.width, natural.height);
  const layer: ImageLayer = { id: newLayerId(), type: 'image', src: url, x: 40, y: 40, rotation: 0, ...size };
  store.edit(addLayer(stepId, layer));
  return layer.id;
}
