import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';

type Messages = { [key: string]: string | Messages };

const lookup = (key: string): string | undefined => {
  let at: string | Messages | undefined = englishMessages as unknown as Messages;
  for (const part of key.split('.')) {
    if (typeof at !== 'object') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
};

/**
 * react-admin's English messages without Polyglot (and the polyfills it brings): the console is
 * English only, and react-admin's messages use two of Polyglot's features, `%{name}` and the
 * `singular |||| plural` pair chosen by `smart_count`.
 */
export const i18nProvider: I18nProvider = {
  translate(key, options = {}) {
    const opts = options as Record<string, unknown>;
    let text = lookup(key) ?? (typeof opts._ === 'string' ? opts._ : key);
    if (text.includes('||||')) {
      const [one, many] = text.split('||||').map((form) => form.trim());
      text = (opts.smart_count === 1 ? one : (many ?? one)) ?? text;
    }
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      opts[name] === undefined ? whole : String(opts[name]),
    );
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};
