// The side bar's agent card: face, nickname, signature and the contact fields the agent filled.
import '@widget/styles/sidebar.lazy.css';
import { useStore } from '@nanostores/react';
import type { AgentCard as Card } from '@shared/api';
import { safeUrl } from '@shared/safeUrl';
import { useT } from '@widget/i18n/i18n';
import { $agentCard } from '@widget/stores/agentCard';

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/;

const FIELDS = [
  ['adminCardTel', 'tel'],
  ['adminCardMobile', 'mobile'],
  ['adminCardEmail', 'email'],
  ['adminCardQq', 'qq'],
  ['adminCardWechat', 'wechat'],
] as const satisfies readonly (readonly [keyof Card, string])[];

export function AgentCard() {
  const t = useT();
  const agent = useStore($agentCard);
  if (!agent) return <p class="agent-card__empty">{t('sidebar.noAgent')}</p>;
  const face = safeUrl(agent.adminFace);
  const name = agent.adminNick?.trim() || '';
  const fields = FIELDS.filter(([key]) => agent[key]?.trim());
  return (
    <div class="agent-card">
      <span class="agent-card__face" aria-hidden="true">
        {face ? <img src={face} alt="" /> : (name[0] ?? '?').toUpperCase()}
      </span>
      {name && <p class="agent-card__name">{name}</p>}
      {agent.adminCardSign?.trim() && <p class="agent-card__sign">{agent.adminCardSign}</p>}
      {fields.length > 0 && (
        <dl class="agent-card__fields">
          {fields.map(([key, label]) => {
            const value = agent[key].trim();
            return (
              <div key={key} class="agent-card__field">
                <dt>{t(`sidebar.${label}`)}</dt>
                <dd>
                  {key == 'adminCardEmail' && EMAIL.test(value) ? <a href={`mailto:${value}`}>{value}</a> : value}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </div>
  );
}
