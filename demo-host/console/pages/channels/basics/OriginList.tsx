// A list of sites' origins (`https://shop.example.com`, no path): each checked as it is typed,
// a whole address offered as its origin, the same origin twice refused.
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { ListEditor, problemAt, TextInput } from '../fields';
import { checkOrigin, ORIGIN_MAX_LENGTH } from './origins';

interface Props {
  path: 'allowedOrigins' | 'formRequestOrigins';
  title: string;
  help: string;
  max: number;
  origins: readonly string[];
  onOrigins: (origins: string[]) => void;
  problems: readonly SettingsProblem[];
}

export function OriginList({ path, title, help, max, origins, onOrigins, problems }: Props) {
  const t = useT();
  return (
    <div
      class="field channel-origins"
      role="group"
      aria-labelledby={`ch-${path}-title`}
      aria-describedby={`ch-${path}-help`}
    >
      <span id={`ch-${path}-title`} class="channel-origins__title">
        {title}
      </span>
      <span id={`ch-${path}-help`} class="field__hint">
        {help}
      </span>
      <ListEditor
        items={origins}
        onItems={onOrigins}
        nameOf={(origin, index) => origin || t('channelBasics.origins.nth', { n: index + 1 })}
        render={(origin, index, change) => {
          const check = checkOrigin(origin, origins.slice(0, index));
          const problem = check.ok
            ? problemAt(problems, `${path}.${index}`)
            : t(`channelBasics.origins.${check.reason}`, 'origin' in check ? { origin: check.origin } : {});
          return (
            <div class="channel-origin">
              <TextInput
                path={`${path}.${index}`}
                label={t('channelBasics.origins.nth', { n: index + 1 })}
                help={t('channelBasics.origins.entryHelp')}
                problem={problem}
                type="url"
                maxLength={ORIGIN_MAX_LENGTH}
                value={origin}
                onValue={(value) => change(value.trim())}
              />
              {'origin' in check && (
                <button type="button" class="button button--small" onClick={() => change(check.origin)}>
                  {t('channelBasics.origins.use', { origin: check.origin })}
                </button>
              )}
            </div>
          );
        }}
        onAdd={origins.length < max ? () => '' : undefined}
        addLabel={t('channelBasics.origins.add')}
        labels={{
          up: t('channelBasics.list.up'),
          down: t('channelBasics.list.down'),
          remove: t('channelBasics.list.remove'),
        }}
      />
    </div>
  );
}
