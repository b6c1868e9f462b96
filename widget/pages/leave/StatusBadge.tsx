// A label with its display level (0 low, 1 normal, 2 warning, 3 danger) as the badge's colour.
import type { Label } from '@shared/workOrderLabels';
import { useT } from '../../i18n/i18n';

export function StatusBadge({ label, prefix }: { label: Label; prefix?: string }) {
  const t = useT();
  return (
    <span class={`badge badge--level${label.level}`}>
      {prefix && <span class="visually-hidden">{prefix}: </span>}
      {t(label.key)}
    </span>
  );
}
