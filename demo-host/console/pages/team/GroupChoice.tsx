// Which of the tenant's groups an account answers in, as checkboxes: a visitor who picks a group
// (a channel's group picker) reaches only the accounts of that group.
import type { TenantGroup } from '@shared/api';
import { useT } from '../../i18n';

interface Props {
  /** Ids of the checkboxes start with it. */
  id: string;
  groups: readonly TenantGroup[];
  chosen: readonly number[];
  onChosen: (groupIds: number[]) => void;
}

export function GroupChoice({ id, groups, chosen, onChosen }: Props) {
  const t = useT();
  return (
    <fieldset class="group-choice" aria-describedby={`${id}-hint`}>
      <legend>{t('channels.groups.legend')}</legend>
      <p id={`${id}-hint`} class="field__hint">
        {t('channels.groups.hint')}
      </p>
      {groups.length == 0 && <p class="muted">{t('channels.groups.none')}</p>}
      <ul class="group-choice__list">
        {groups.map((group) => (
          <li key={group.groupId}>
            <label>
              <input
                type="checkbox"
                id={`${id}-${group.groupId}`}
                checked={chosen.includes(group.groupId)}
                onChange={(event) =>
                  onChosen(
                    event.currentTarget.checked
                      ? [...chosen, group.groupId]
                      : chosen.filter((groupId) => groupId != group.groupId),
                  )
                }
              />{' '}
              {group.groupName}
              {group.channelIds.length > 0 && <span class="muted"> ({group.channelIds.join(', ')})</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
