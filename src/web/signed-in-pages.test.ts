import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { signInPageFor } from '../shared/signed-in-pages';

/** Every path of the route table, with whether RequireAuth or RequireStaff guards it. */
function pagePaths(list: RouteObject[], guarded = false, parent = ''): { path: string; guarded: boolean }[] {
  return list.flatMap((route) => {
    const guard = (route.element as { type?: { name?: string } } | undefined)?.type?.name;
    const isGuarded = guarded || guard === 'RequireAuth' || guard === 'RequireStaff';
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own =
      route.path && route.path !== '*'
        ? [{ path: path.replace(/:\w+/g, 'x').replace('/*', '/orders'), guarded: isGuarded }]
        : [];
    return [...own, ...pagePaths(route.children ?? [], isGuarded, path)];
  });
}

describe('pages a visitor with no session is sent to sign in for', () => {
  it('are exactly the pages the app guards', () => {
    const pages = pagePaths(routes);
    expect(pages.filter((page) => page.guarded).length).toBeGreaterThan(15);
    for (const page of pages) expect([page.path, signInPageFor(page.path) !== null]).toEqual([page.path, page.guarded]);
  });

  it('carry the page, its query included, to come back to', () => {
    expect(signInPageFor('/checkout')).toBe('/login?returnTo=%2Fcheckout');
    expect(signInPageFor('/account/orders?page=2')).toBe('/login?returnTo=%2Faccount%2Forders%3Fpage%3D2');
    expect(signInPageFor('/admin/orders')).toBe('/admin/login?returnTo=%2Fadmin%2Forders');
    expect(signInPageFor('/admin/login')).toBeNull();
    expect(signInPageFor('/subscription')).toBeNull();
    expect(signInPageFor('/accounting')).toBeNull();
  });
});
