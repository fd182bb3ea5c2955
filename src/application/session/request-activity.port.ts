/** spec 1 §2: a global loading overlay shows whenever any tracked request is running. */
export interface RequestActivityPort {
  pendingCount(): number;
  /** Calls the listener whenever the count changes; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
