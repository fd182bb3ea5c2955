import type { RequestActivityPort } from '../../application/session/request-activity.port';

/** Counts tracked requests in flight for the global loading overlay (spec 1 §2). */
export class RequestTracker implements RequestActivityPort {
  private pending = 0;
  private readonly listeners = new Set<() => void>();

  pendingCount(): number {
    return this.pending;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs the work counted as one pending request, whatever its outcome. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.change(+1);
    try {
      return await work();
    } finally {
      this.change(-1);
    }
  }

  private change(delta: number): void {
    this.pending += delta;
    for (const listener of this.listeners) listener();
  }
}
