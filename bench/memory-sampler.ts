/** Samples this process's resident memory while work runs; answers the peak in MiB. */
export function sampleMemory(intervalMs = 50): { stop: () => { peakMiB: number; startMiB: number } } {
  const startMiB = process.memoryUsage().rss / 1048576;
  let peak = startMiB;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / 1048576);
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss / 1048576);
      return { peakMiB: Math.round(peak), startMiB: Math.round(startMiB) };
    },
  };
}
