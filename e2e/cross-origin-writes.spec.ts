import { createServer, type Server } from 'node:http';
import type { AdminSubscriptionListDto } from '../src/shared/admin-subscriptions';
import { DEMO_SHOPPER, staffOn } from './auth-fixtures';
import { CROSS_SITE_PAGE_PORT } from './ports';
import { expect, test } from './test';

/**
 * A page on another origin of the same host (another port: the same site, so SameSite=Lax cookies go
 * with its requests) tries to change the shop in a signed-in staff member's name: auto-submitted forms
 * and fetches through several spellings of the paths. The shop must refuse every one (403) and nothing
 * may change.
 */
const ATTACKER = `http://localhost:${CROSS_SITE_PAGE_PORT}`;

/** The spellings a router might decode to the same route; the browser sends each as written. */
const spellings = (path: string) => {
  const [, first, second, ...rest] = path.split('/');
  return [
    path,
    `/%61${first!.slice(1)}/${second}/${rest.join('/')}`,
    `/${first}/%${second!.charCodeAt(0).toString(16)}${second!.slice(1)}/${rest.join('/')}`,
    `//${path.slice(1)}`,
    `${path}/`,
    `/${first!.toUpperCase()}/${second}/${rest.join('/')}`,
  ];
};

/** The attacker's page: every form submits itself into its own frame, every fetch goes at once. */
function attackerPage(shop: string, forms: string[], fetches: { method: string; path: string; body: string }[]) {
  const formsHtml = forms
    .map(
      (path, i) => `<iframe name="f${i}" title="f${i}"></iframe>
<form method="post" action="${shop}${path}" target="f${i}" enctype="text/plain"><input type="hidden" name="x" value="y"></form>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>You won a prize</title></head>
<body><main><h1>You won a prize</h1>${formsHtml}</main>
<script>
for (const form of document.forms) form.submit();
for (const { method, path, body } of ${JSON.stringify(fetches)}) {
  // POST goes as a simple request; PUT needs the shop's CORS consent first, as a browser asks it.
  const options = method === 'POST' ? { mode: 'no-cors' } : { headers: { 'content-type': 'application/json' } };
  fetch(${JSON.stringify(shop)} + path, { method, body, credentials: 'include', ...options }).catch(() => {});
}
</script></body></html>`;
}

let attacker: Server | undefined;
test.afterEach(async () => {
  await new Promise((done) => (attacker ? attacker.close(done) : done(undefined)));
  attacker = undefined;
});

test('a page on another local origin cannot change anything through any spelling of a path', async ({
  page,
  baseURL,
}) => {
  await staffOn(page, baseURL!, '/admin/subscriptions');
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);

  const list = (await (
    await page.request.get('/api/admin/subscriptions?status=active')
  ).json()) as AdminSubscriptionListDto;
  const box = list.subscriptions[0]!;
  const boxStatus = async () =>
    ((await (await page.request.get(`/api/admin/subscriptions/${box.id}`)).json()) as { status: string }).status;
  const shopperIsStaff = async () => {
    const staff = (await (await page.request.get('/api/admin/staff')).json()) as { staff: { email: string }[] };
    return staff.staff.some((member) => member.email === DEMO_SHOPPER.email);
  };
  expect(await boxStatus()).toBe('active');
  expect(await shopperIsStaff()).toBe(false);

  const cancel = `/api/admin/subscriptions/${box.id}/cancel`;
  const forms = spellings(cancel);
  const grant = JSON.stringify({ email: DEMO_SHOPPER.email, role: 'super_admin' });
  const fetches = [
    ...spellings(cancel).map((path) => ({ method: 'POST', path, body: '' })),
    // A role is changed by PUT: the browser asks the shop first (CORS), and the shop never says yes.
    ...spellings('/api/admin/staff/role').map((path) => ({ method: 'PUT', path, body: grant })),
    ...spellings('/api/admin/staff/role').map((path) => ({ method: 'POST', path, body: grant })),
  ];
  const shop = new URL(baseURL!).origin;
  const html = attackerPage(shop, forms, fetches);
  attacker = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((done) => attacker!.listen(CROSS_SITE_PAGE_PORT, done));

  // The attacker's page in another tab of the same browser, where the staff member is signed in.
  const tab = await page.context().newPage();
  // Every request that reached the shop (forms and simple fetches; the PUTs stop at the browser's CORS check).
  const answers: { method: string; url: string; status: number }[] = [];
  tab.on('response', (response) => {
    const { method, url } = { method: response.request().method(), url: response.url() };
    if (url.startsWith(shop) && method !== 'GET' && method !== 'OPTIONS')
      answers.push({ method, url, status: response.status() });
  });
  await tab.goto(ATTACKER);
  const reaching = forms.length + fetches.filter((f) => f.method === 'POST').length;
  await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(reaching);
  expect(answers.filter((answer) => answer.status !== 403)).toEqual([]);

  expect(await boxStatus()).toBe('active');
  expect(await shopperIsStaff()).toBe(false);
});
