// The channel's groups: each a name and the tenant's accounts who answer in it, in the order the
// group picker lists them. A new group is numbered by the server on save (groupId 0).
import { useStore } from '@nanostores/react';
import type { Account, EditedGroup } from '@shared/api';
import { CHANNEL_LIMITS } from '@shared/api/channel';
import type { SettingsProblem } from '@shared/channelRules';
import { useEffect } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { $tenantAgents, loadTenantAgents } from '../../../stores/channelBasicsAgents';
import { ListEditor, problemAt, TextInput } from '../fields';

interface Props {
  tenantId: string;
  groups: readonly EditedGroup[];
  onGroups: (groups: EditedGroup[]) => void;
  problems: readonly SettingsProblem[];
}

function GroupAgents({
  group,
  index,
  agents,
  onAdminIds,
  problem,
}: {
  group: EditedGroup;
  index: number;
  agents: readonly Account[] | undefined;
  onAdminIds: (adminIds: number[]) => void;
  problem: string | undefined;
}) {
  const t = useT();
  const id = `ch-groupList-${index}-adminIds`;
  // Chosen accounts the tenant no longer lists stay shown, so they can be taken out.
  const gone = agents ? group.adminIds.filter((adminId) => !agents.some((agent) => agent.adminId == adminId)) : [];
  const toggle = (adminId: number, on: boolean) =>
    onAdminIds(on ? [...group.adminIds, adminId] : group.adminIds.filter((each) => each != adminId));
  return (
    <fieldset class="field channel-agents" aria-describedby={`${id}-help`}>
      <legend>{t('channelBasics.groups.agents')}</legend>
      <span id={`${id}-help`} class="field__hint">
        {t('channelBasics.groups.agentsHelp')}
      </span>
      {agents === undefined ? (
        <span class="muted">{t('channelBasics.groups.loading')}</span>
      ) : (
        <div class="channel-agents__list">
          {agents.map((agent) => (
            <label key={agent.adminId} class="channel-agent">
              <input
                type="checkbox"
                checked={group.adminIds.includes(agent.adminId)}
                onChange={(event) => toggle(agent.adminId, event.currentTarget.checked)}
              />{' '}
              {agent.card.adminNick} <span class="muted">({agent.login})</span>
              {agent.disabled && <span class="muted"> · {t('channelBasics.groups.disabled')}</span>}
            </label>
          ))}
          {gone.map((adminId) => (
            <label key={adminId} class="channel-agent">
              <input type="checkbox" checked onChange={() => toggle(adminId, false)} />{' '}
              {t('channelBasics.groups.unknownAgent', { adminId })}
            </label>
          ))}
          {!agents.length && <span class="muted">{t('channelBasics.groups.noAgents')}</span>}
        </div>
      )}
      {problem && (
        <span role="alert" class="error field__error">
          {problem}
        </span>
      )}
    </fieldset>
  );
}

export function GroupsEditor({ tenantId, groups, onGroups, problems }: Props) {
  const t = useT();
  const loaded = useStore($tenantAgents);
  const mine = loaded?.tenantId == tenantId ? loaded : undefined;
  useEffect(() => void loadTenantAgents(tenantId), [tenantId]);
  const listProblem = problems.find((problem) => problem.field == 'groupList')?.message;
  return (
    <div class="channel-groups">
      {mine?.failed && (
        <p role="alert" class="error">
          {errorText(t, mine.failed)}{' '}
          <button type="button" class="link" onClick={() => void loadTenantAgents(tenantId, true)}>
            {t('channelBasics.groups.retry')}
          </button>
        </p>
      )}
      <ListEditor
        items={groups}
        onItems={onGroups}
        nameOf={(group, index) => group.groupName || t('channelBasics.groups.nameless', { n: index + 1 })}
        render={(group, index, change) => (
          <div class="channel-group-entry">
            <TextInput
              path={`groupList.${index}.groupName`}
              label={t('channelBasics.groups.name')}
              help={t('channelBasics.groups.nameHelp', { max: CHANNEL_LIMITS.groupName })}
              problem={
                problemAt(problems, `groupList.${index}.groupName`) ?? problemAt(problems, `groupList.${index}.groupId`)
              }
              maxLength={CHANNEL_LIMITS.groupName}
              value={group.groupName}
              onValue={(groupName) => change({ ...group, groupName })}
            />
            <GroupAgents
              group={group}
              index={index}
              agents={mine?.list}
              onAdminIds={(adminIds) => change({ ...group, adminIds })}
              problem={problemAt(problems, `groupList.${index}.adminIds`)}
            />
          </div>
        )}
        onAdd={
          groups.length < CHANNEL_LIMITS.groups
            ? () => ({
                groupId: 0,
                groupName: t('channelBasics.groups.newName', { n: groups.length + 1 }),
                adminIds: [],
              })
            : undefined
        }
        addLabel={t('channelBasics.groups.add')}
        labels={{
          up: t('channelBasics.list.up'),
          down: t('channelBasics.list.down'),
          remove: t('channelBasics.list.remove'),
        }}
      />
      {listProblem && (
        <p role="alert" class="error field__error">
          {listProblem}
        </p>
      )}
    </div>
  );
}
