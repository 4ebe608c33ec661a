import { lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A lazy page drawn with Arco's components. It loads with Arco's locale provider, the toast settings and the
 * strings of the pages after the login page, all of which the login page does without (it draws Arco's markup
 * with light controls, src/app/light-controls): Arco's context brings dayjs and both of its locales, its toasts
 * their transitions.
 */
export function lazyArcoPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Page }, { ArcoLocale }, { configureToasts }, { addPageStrings }] = await Promise.all([
      load(),
      import('../i18n/ArcoLocale'),
      import('../toast-settings'),
      import('../i18n/page-strings'),
    ]);
    configureToasts();
    return {
      default: function ArcoPage() {
        const { i18n } = useTranslation();
        // Before the page's first render, so its first words are already there.
        useState(() => addPageStrings(i18n));
        return (
          <ArcoLocale>
            <Page />
          </ArcoLocale>
        );
      },
    };
  });
}
