import { useEffect, useState } from 'react';

export type LoadedImage = { image: HTMLImageElement | null; failed: boolean };

/**
 * Loads an image for the canvas (Konva draws HTMLImageElements). While a new address loads, the
 * previous image is not shown: a stale screenshot under the next step's hotspots would mislead.
 */
export function useImage(src: string | null | undefined): LoadedImage {
  const [state, setState] = useState<{ src: string | null; image: HTMLImageElement | null; failed: boolean }>({ src: null, image: null, failed: false });

  useEffect(() => {
    if (!src) return;
    let live = true;
    const image = new window.Image();
    image.decoding = 'async';
    image.onload = () => live && setState({ src, image, failed: false });
    image.onerror = () => live && setState({ src, image: null, failed: true });
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);

  return state.src === src && src ? { image: state.image, failed: state.failed } : { image: null, failed: false };
}
