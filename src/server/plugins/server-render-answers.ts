import type { RenderAnswers } from '../../shared/render-answers';
import { TtlCache } from '../lib/ttl-cache';

/** Answers kept: at most 500, and 2 M characters of JSON in all. */
const ANSWERS_CAP = { entries: 500, weight: 2 * 1024 * 1024 };

/**
 * The API answers of renders for visitors who are not signed in, shared by the next such renders for a
 * short while: the catalog, the category tree, banners and footer links are the same for every such
 * visitor, and a page whose answers are all here renders in one pass without asking the API (a product
 * page otherwise asks it for seven answers in two rounds, each round a full render).
 *
 * Kept as JSON text, so no render can change another's data. Only renders without a session cookie
 * read or fill them (server-render.ts): nothing personal is asked for without one. Keyed by the sale
 * too, and emptied when the catalog changes (the search index's notifications), so a new price shows
 * on the next render; a render that started before such a change does not store what it read.
 */
export function createRenderAnswers(ttlMs: number) {
  const answers = new TtlCache<string>(ttlMs, ANSWERS_CAP);
  let generation = 0;
  return {
    /** The answers one render reads and fills: `day` keeps a Thursday's sale prices apart. */
    forRender(day: 'sale' | 'regular'): RenderAnswers {
      const started = generation;
      return {
        get(queryHash) {
          const text = answers.get(`${day}:${queryHash}`);
          return text === undefined ? undefined : JSON.parse(text);
        },
        set(queryHash, answer) {
          if (started !== generation) return;
          const text = JSON.stringify(answer);
          answers.set(`${day}:${queryHash}`, text, text.length);
        },
      };
    },
    /** The catalog changed: every render from now on asks the API again. */
    forget() {
      generation++;
      answers.clear();
    },
  };
}
export type RenderAnswersCache = ReturnType<typeof createRenderAnswers>;
