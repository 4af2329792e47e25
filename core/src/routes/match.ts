import type { RouteDef, RouteMatch } from './model';
import { ROUTES } from './table';

interface Compiled {
  readonly route: RouteDef;
  readonly segments: readonly string[];
  readonly statics: number;
}

const split = (path: string): string[] => path.split('/').filter((s) => s !== '');

const compile = (routes: readonly RouteDef[]): Compiled[] =>
  routes.map((route) => {
    const segments = split(route.path);
    return { route, segments, statics: segments.filter((s) => !s.startsWith(':')).length };
  });

const compiled = compile(ROUTES);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchOne(entry: Compiled, parts: readonly string[]): Record<string, string> | null {
  if (entry.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of entry.segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

/**
 * Finds the route for a pathname. Static segments compare case-insensitively and a trailing
 * slash is ignored; when two patterns fit (`/mock-exam/quiz/7` and `/mock-exam/:mockExamId`),
 * the one with more static segments wins.
 */
export function matchRoute(pathname: string, routes?: readonly RouteDef[]): RouteMatch | null {
  const parts = split(pathname);
  let best: { entry: Compiled; params: Record<string, string> } | null = null;
  for (const entry of routes ? compile(routes) : compiled) {
    const params = matchOne(entry, parts);
    if (params && (!best || entry.statics > best.entry.statics)) best = { entry, params };
  }
  return best && { route: best.entry.route, params: best.params };
}

/** The route named `name`; throws for an unknown name, which is a programming error. */
export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Fills a pattern's `:params`, encoding each value. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Z]+)/gi, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
