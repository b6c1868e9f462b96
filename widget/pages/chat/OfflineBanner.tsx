// A small line under the header while the browser is offline.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/i18n';
import { $online } from '../../stores/network';

export function OfflineBanner() {
  const t = useT();
  if (useStore($online)) return null;
  return (
    <p class="offline-banner" role="status">
      {t('network.offline')}
    </p>
  );
}
