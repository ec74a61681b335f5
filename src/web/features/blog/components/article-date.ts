const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'long' });
/** Articles are dated in store time, the same on the server's render and in the browser. */
export const articleDate = (iso: string) => day.format(new Date(iso));
