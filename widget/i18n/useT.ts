import { useStore } from '@nanostores/react';
import { $language, i18n } from './i18n';

/** `t` for components: subscribing to the language re-renders them when it changes. */
export function useT() {
  useStore($language);
  return i18n.t.bind(i18n);
}
