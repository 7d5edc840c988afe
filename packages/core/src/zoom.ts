import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './messages';

/** Image zoom (admin spec §4): 100 % to 300 % in steps of 50 %. */
export function zoomIn(percent: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, percent) + ZOOM_STEP);
}

export function zoomOut(percent: number): number {
  return Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, percent) - ZOOM_STEP);
}
