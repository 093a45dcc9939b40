import { useEffect, useState } from 'react';

/**
 * Loaded images by address, shared by every layer and step that shows the same picture, so a
 * re-render (or 500 layers of one image) never loads it twice. Other sites' images are asked for
 * with CORS so the stage stays exportable when their server allows it.
 */
const cache = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(src: string): Promise<HTMLImageElement> {
  let pending = cache.get(src);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const image = new window.Image();
      if (/^https?:\/\//.test(src) && !src.startsWith(window.location.origin)) image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => {
        cache.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      image.src = src;
    });
    cache.set(src, pending);
  }
  return pending;
}

/** The loaded image for `src` (undefined while it loads, or when it fails). */
export function useHtmlImage(src: string | null | undefined): HTMLImageElement | undefined {
  const [image, setImage] = useState<{ src: string; element: HTMLImageElement } | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let live = true;
    loadImage(src).then(
      (element) => live && setImage({ src, element }),
      () => live && setImage(undefined),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return image && image.src === src ? image.element : undefined;
}
