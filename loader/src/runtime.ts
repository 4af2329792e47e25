import { configureApi } from '@kyu/core/api';
import { startBranding, type BrandId } from '@kyu/core/branding';
import type { LoaderSettings } from './settings';

const BRANDS: readonly string[] = ['default', 'second', 'academy', 'fourth', 'chatbot'];

/**
 * Configures core for a school's page: the API base and the brand. The router is left
 * unbound: the school's paths are not Kyu routes, so a 401 clears the session without
 * navigating away from the school's page.
 */
export function start(settings: LoaderSettings): void {
  configureApi({ baseUrl: settings.apiBase });
  const brand = BRANDS.includes(settings.brand ?? '') ? (settings.brand as BrandId) : undefined;
  void startBranding({ hostname: location.hostname, ...(brand ? { brand } : {}) });
}
