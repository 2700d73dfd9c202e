import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCase, type Outcome, type RouteCase } from './access-rules';
import { defaultCall, LAST_ROUTES, routeCases } from './route-cases';
import { recordedRoutes } from './route-recorder';
import { accessOnly, createSecurityWorld, ROLES, type SecurityRole } from './security-world';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder')).recordingFastify(await importOriginal()),
);

type Route = { method: string; url: string };

const keyOf = (route: Route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

function caseOf(route: Route): RouteCase | undefined {
  if (route.url.startsWith('/api/admin/')) return adminCase(route.method, route.url);
  return routeCases[keyOf(route)];
}

function meets(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'redirect') return status >= 300 && status < 400;
  if (outcome === 'gate') return status !== 401 && status !== 403 && status < 500;
  if (outcome === 'denied') return status === 403 || status === 404;
  return status === outcome;
}

describe('authorisation matrix over every registered route', () => {
  const w = createSecurityWorld();
  let routes: Route[];
  beforeAll(async () => {
    const seen = new Set<string>();
    routes = recordedRoutes.filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

  it('classifies every registered route', () => {
    expect(routes.length).toBeGreaterThan(120);
    const unclassified = routes.filter((route) => !caseOf(route)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'routes without an access case in test/security/route-cases.ts').toEqual([]);
    const registered = new Set(routes.map(keyOf));
    const stale = Object.keys(routeCases).filter((key) => !registered.has(key));
    expect(stale, 'cases of routes that no longer exist').toEqual([]);
  });

  it('documents every route but the docs themselves and the operator’s /metrics in the OpenAPI document, so the fuzzer reaches each', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries<object>(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = routes
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json')
      // a scraper's, outside the API, behind METRICS_TOKEN (docs/deploying.md)
      .filter((r) => r.url !== '/metrics')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .filter((operation) => !documented.has(operation));
    expect(missing).toEqual([]);
  });

  it('gives anonymous callers, players, another lobby’s player, spectators and admins what each should get', async () => {
    const classified = routes.filter((route) => caseOf(route));
    const ordered = [
      ...classified.filter((r) => !LAST_ROUTES.includes(keyOf(r))),
      ...classified.filter((r) => LAST_ROUTES.includes(keyOf(r))),
    ];
    const wrong: string[] = [];
    let calls = 0;
    for (const route of ordered) {
      const routeCase = caseOf(route)!;
      for (const role of ROLES) {
        const call = (await routeCase.call?.(w, role)) ?? defaultCall(w, route.url);
        const headers = await headersFor(role, routeCase);
        const res = await w.app.inject({
          method: route.method as 'GET',
          url: call.url,
          payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : (call.payload ?? {}),
          headers: { ...headers, ...call.headers },
          payloadAsStream: routeCase.streams,
        });
        calls++;
        const body = routeCase.streams ? '' : res.body.slice(0, 160);
        if (routeCase.streams) res.stream().destroy();
        const expected = routeCase.rule[role];
        if (!meets(expected, res.statusCode)) {
          wrong.push(
            `${role} ${route.method} ${call.url}: expected ${expected}, got ${res.statusCode} ${body}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    console.info(`access matrix: ${ordered.length} routes x ${ROLES.length} roles = ${calls} calls`);
  });

  async function headersFor(role: SecurityRole, routeCase: RouteCase) {
    if (role === 'anonymous') return {};
    if (!routeCase.spendsIdentity) return w.headersOf(role);
    return accessOnly(await w.user({ role: role === 'admin' ? 'admin' : 'player' })).headers;
  }
});
