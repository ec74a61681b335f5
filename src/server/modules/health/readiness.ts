/**
 * Where the process is in its life, for /readyz: a load balancer sends shoppers only to a `ready`
 * instance. Starting runs `migrating` → `seeding` → `ready`; SIGTERM turns it to `stopping`.
 */
export type ReadinessState = 'migrating' | 'seeding' | 'ready' | 'stopping';

export class Readiness {
  constructor(public state: ReadinessState = 'ready') {}
}

/** What /readyz answers while not ready. */
export const NOT_READY_STATUS: Record<Exclude<ReadinessState, 'ready'>, string> = {
  migrating: 'migrating the database',
  seeding: 'seeding the database',
  stopping: 'shutting down',
};
