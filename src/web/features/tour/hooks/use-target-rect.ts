import { useLayoutEffect, useState } from 'react';

export interface TargetRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Only elements the user can see get a spotlight; a hidden one (e.g. on phones) gets none. */
function measure(target: string): TargetRect | null {
  const element = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  const isOnScreen = rect.bottom > 0 && rect.top < window.innerHeight;
  if (rect.width === 0 || rect.height === 0 || !isOnScreen) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/** Where the step's target sits in the viewport, measured again when the window resizes. */
export function useTargetRect(target: string): TargetRect | null {
  const [rect, setRect] = useState<TargetRect | null>(null);
  useLayoutEffect(() => {
    const update = () => setRect(measure(target));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [target]);
  return rect;
}
