/** Spec §9: a toast is dismissed when dragged past 80 % of its width. */
export const DRAG_DISMISS_FRACTION = 0.8;

export function shouldDismiss(dragDistancePx: number, widthPx: number): boolean {
  return widthPx > 0 && Math.abs(dragDistancePx) > DRAG_DISMISS_FRACTION * widthPx;
}

/** Fades the toast as it travels toward the threshold. */
export function opacityFor(dragDistancePx: number, widthPx: number): number {
  if (widthPx <= 0) return 1;
  return Math.max(0.2, 1 - Math.abs(dragDistancePx) / (DRAG_DISMISS_FRACTION * widthPx));
}
