import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiBOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Samples the server process's resident memory while work runs; answers the start and the peak. */
export function sampleMemory(pid: number, intervalMs = 50): { stop: () => { peakMiB: number; startMiB: number } } {
  const startMiB = rssMiBOf(pid);
  let peak = startMiB;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiBOf(pid));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssMiBOf(pid));
      return { peakMiB: Math.round(peak), startMiB: Math.round(startMiB) };
    },
  };
}
