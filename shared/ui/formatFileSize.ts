const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
const STEP = 1024;

/** `0 B`, `512 B`, `1.5 KB`, `50 MB`: one decimal below 10, none above. Unknown sizes are ''. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit++;
  }
  const shown = unit == 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
