// A route's page kept out of the first screen: its chunk loads when the visitor goes there.

import { useLazyComponent } from '@shared/ui/useLazyComponent';
import type { ComponentType } from 'react';
import { useT } from '../i18n/i18n';

export function lazyPage(load: () => Promise<{ default: ComponentType<object> }>): ComponentType<object> {
  return function LazyPage(props: object) {
    const t = useT();
    const Page = useLazyComponent(load, true);
    return Page ? <Page {...props} /> : <p class="chat__status">{t('chat.loading')}</p>;
  };
}
