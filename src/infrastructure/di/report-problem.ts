/** spec 1 §8: failures that are "logged only" go to the browser console. */
export function reportProblemToConsole(problem: unknown): void {
  console.error('[pgw]', problem);
}
