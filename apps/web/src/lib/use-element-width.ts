import { useCallback, useState } from 'react';

/**
 * The content width of the element the returned ref is put on, kept up to date as the layout
 * changes; `initial` until it is first measured (and where ResizeObserver is missing).
 */
export function useElementWidth<Element extends HTMLElement>(initial: number): [(element: Element | null) => void, number] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
