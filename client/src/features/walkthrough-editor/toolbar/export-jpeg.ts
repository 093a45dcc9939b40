/**
 * "Export step as JPEG" (authoring.md §9: JPEG at quality 0.95): the stage drawn at the step's
 * full size (1024 wide, whatever the zoom on screen), without the selection frame.
 */
import type Konva from 'konva';

/** `<material-slug>-step-<n>.jpg` */
export function exportFileName(materialSlug: string, stepNumber: number): string {
  return `${materialSlug}-step-${stepNumber}.jpg`;
}

/** The step as a JPEG data URL; throws when the picture cannot be read back (another site's image). */
export function stageToJpeg(stage: Konva.Stage): string {
  const transformers = stage.find('Transformer');
  const wasVisible = transformers.map((node) => node.visible());
  for (const node of transformers) node.visible(false);
  try {
    return stage.toDataURL({ mimeType: 'image/jpeg', quality: 0.95, pixelRatio: 1 / stage.scaleX() });
  } finally {
    for (const [index, node] of transformers.entries()) node.visible(wasVisible[index] ?? true);
  }
}

export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
