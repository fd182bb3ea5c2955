import { reducedMotionQuery, useMediaQuery } from './use-media-query';

/**
 * ECharts draws on a 2D canvas; where there is none (jsdom in the UI tests, very old browsers)
 * the panels show their tables alone rather than throwing from an animation frame.
 */
export function canDrawCharts(): boolean {
  return typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D === 'function';
}

/**
 * Charts draw at once, without their growing animation, for a person whose system asks for less
 * motion (WCAG 2.3.3); everyone else sees ECharts' default animation.
 */
export function useChartAnimation(): boolean {
  return !useMediaQuery(reducedMotionQuery);
}
