// The spec's screenshot help: how to take a screenshot on Windows and on a Mac, and that a
// screenshot pasted into the input is shown before it is sent.
import { useT } from '../../i18n/i18n';

const SHORTCUTS = [
  { system: 'windows', keys: ['Win', 'Shift', 'S'], paste: ['Ctrl', 'V'] },
  { system: 'mac', keys: ['⌘', 'Ctrl', 'Shift', '4'], paste: ['⌘', 'V'] },
] as const;

const Keys = ({ keys }: { keys: readonly string[] }) => (
  <span class="keys">
    {keys.map((key, index) => (
      <span key={key}>
        {index > 0 && ' + '}
        <kbd>{key}</kbd>
      </span>
    ))}
  </span>
);

export function ScreenshotHelp() {
  const t = useT();
  return (
    <div class="screenshot-help">
      {SHORTCUTS.map(({ system, keys, paste }) => (
        <section key={system}>
          <h3>{t(`screenshot.${system}`)}</h3>
          <p>
            {t('screenshot.take')} <Keys keys={keys} />
          </p>
          <p>
            {t('screenshot.paste')} <Keys keys={paste} />
          </p>
        </section>
      ))}
      <p class="screenshot-help__note">{t('screenshot.preview')}</p>
    </div>
  );
}
