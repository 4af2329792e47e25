import type { RouteDef } from '@kyu/core/routes';

/** What every page receives from the router. */
export interface PageProps {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  readonly search: string;
}
