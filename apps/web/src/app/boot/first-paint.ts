/**
 * Runs `start` once the browser has painted a first frame (the next animation frame, then a task), or at once in a
 * hidden tab, which paints nothing and must still start.
 */
export function afterFirstPaint(
  start: () => void,
  {
    doc = document,
    nextFrame = (callback: () => void) => void requestAnimationFrame(callback),
  }: { doc?: Pick<Document, 'visibilityState'>; nextFrame?: (callback: () => void) => void } = {},
): void {
  if (doc.visibilityState === 'hidden') {
    start();
    return;
  }
  nextFrame(() => setTimeout(start, 0));
}
