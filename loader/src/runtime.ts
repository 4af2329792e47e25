import { configureApi } from '@kyu/core/api';
import { isBrandId, startBranding } from '@kyu/core/branding';
import type { LoaderSettings } from './settings';

/**
 * Configures core for a school's page: the API base and the brand. The router is left
 * unbound: the school's paths are not Kyu routes, so a 401 clears the session without
 * navigating away from the school's page.
 */
export function start(settings: LoaderSettings): void {
  configureApi({ baseUrl: settings.apiBase });
  const brand = isBrandId(settings.brand) ? settings.brand : undefined;
  void startBranding({ hostname: location.hostname, ...(brand ? { brand } : {}) });
}
