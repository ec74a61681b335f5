/** The id of the script element that carries the server's query cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** JSON safe to put inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
