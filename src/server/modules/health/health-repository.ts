import type { Executor } from '../../db/executor';

export const healthRepository = {
  /** The cheapest statement that proves the database answers. */
  async ping(ex: Executor): Promise<void> {
    await ex.query('select 1');
  },
};
