/** Kyu's widget script, served by the same Kyu server as the API (server plugins/web.ts). */
export const WIDGETS_SCRIPT = '/widgets/kyu.js';

let loading: Promise<void> | undefined;

/**
 * Adds kyu.js to the page once, the first time a page asks for a widget, so the console's entry
 * chunk never carries the widgets. It defines `<kyu-quiz>` and the rest as their tags appear.
 */
export const loadKyuWidgets = (doc: Document = document): Promise<void> =>
  (loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = WIDGETS_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The quiz widget could not be loaded.'));
    };
    doc.head.append(script);
  }));
