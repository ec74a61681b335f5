/** A query's answer as a server render fetched it: its data and when it was fetched. */
export interface RenderAnswer {
  data: unknown;
  updatedAt: number;
}

/**
 * Query answers shared between server renders for visitors who are not signed in, by TanStack query hash
 * (server-render-answers.ts keeps them; src/web/entry-server.tsx reads and fills them).
 */
export interface RenderAnswers {
  get(queryHash: string): RenderAnswer | undefined;
  set(queryHash: string, answer: RenderAnswer): void;
}
