import { useEffect, useRef } from 'react';

/**
 * A ref for an element that shows `blob` (an image, a frame) through an object URL. The URL is made in an effect, not
 * during render, so that it (and the bytes it holds) lives exactly as long as the element shows it: revoked when the
 * element goes or the bytes change.
 */
export function useBlobSource<E extends HTMLImageElement | HTMLIFrameElement>(blob: Blob | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return undefined;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}
