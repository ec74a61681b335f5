/**
 * Where the process is in its life, for /readyz: a load balancer sends shoppers only to a `ready`
 * instance. Starting runs `migrating` → `seeding` → `ready`; SIGTERM turns it to `stopping`. Work that
 * goes on beside listening (the search index loading) holds /readyz at 503 through `waitFor` too.
 */
export type ReadinessState = 'migrating' | 'seeding' | 'ready' | 'stopping';

export class Readiness {
  private readonly pending = new Set<{ status: string; work: Promise<unknown> }>();

  constructor(public state: ReadinessState = 'ready') {}

  /** Keeps the instance not ready, saying `status`, until `work` settles (fulfilled or not). */
  waitFor(status: string, work: Promise<unknown>): void {
    const step = { status, work };
    this.pending.add(step);
    const done = () => void this.pending.delete(step);
    work.then(done, done);
  }

  /** What /readyz answers while not ready, or null when it is. */
  notReadyStatus(): string | null {
    if (this.state !== 'ready') return NOT_READY_STATUS[this.state];
    for (const step of this.pending) return step.status;
    return null;
  }

  /** Resolves once every step waited for has settled (tests and scripts that start the app in process). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending].map((step) => step.work));
  }
}

/** What /readyz answers while not ready. */
const NOT_READY_STATUS: Record<Exclude<ReadinessState, 'ready'>, string> = {
  migrating: 'migrating the database',
  seeding: 'seeding the database',
  stopping: 'shutting down',
};
