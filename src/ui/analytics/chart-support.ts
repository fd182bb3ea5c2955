/** ECharts draws on a 2D canvas; where there is none (jsdom in the UI tests) the panels show their figures alone. */
export function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D === 'function';
}
