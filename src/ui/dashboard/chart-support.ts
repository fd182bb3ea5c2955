/**
 * ECharts draws on a 2D canvas; where there is none (jsdom in the UI tests, very old browsers)
 * the panels show their tables alone rather than throwing from an animation frame.
 */
export function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D === 'function';
}
