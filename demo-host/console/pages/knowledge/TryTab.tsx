// Try the robot: a question, optionally a channel (its robot as its visitors meet it), the
// visitor's locale and the question they asked before (a follow-up is read after it); what the robot would answer and why, so an owner can fix a miss with a
// phrasing (from a candidate) or a synonym.
import { useStore } from '@nanostores/react';
import { KNOWLEDGE_LANGS } from '@shared/api/knowledge';
import { TEXT_LIMITS } from '@shared/api/limits';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { localeName } from '../../components/localeName';
import { $language, useT } from '../../i18n';
import { $channels, loadChannels } from '../../stores/channels';
import { $trial, $trialInput, $trying, editTrial, tryRobot } from '../../stores/robotTrial';
import { $shownTenant } from '../../stores/shownTenant';
import { TrialResult } from './TrialResult';

export function TryTab() {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const input = useStore($trialInput);
  const trial = useStore($trial);
  const trying = useStore($trying);
  const channels = useStore($channels);
  const tenant = useStore($shownTenant);
  const [error, setError] = useState('');
  useEffect(() => {
    void loadChannels().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [tenant]);

  const submit = async () => {
    setError('');
    try {
      await tryRobot();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <section class="kb-try" aria-labelledby="knowledge-tab-heading">
      <h2 id="knowledge-tab-heading" tabIndex={-1}>
        {t('knowledge.tab.try')}
      </h2>
      <p class="muted kb-intro">{t('knowledge.try.intro')}</p>
      <form
        class="kb-try__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div class="field kb-try__question">
          <label for="kb-try-question">{t('knowledge.try.question')}</label>
          <input
            id="kb-try-question"
            value={input.question}
            maxLength={TEXT_LIMITS.robotQuestion}
            onInput={(event) => editTrial({ question: event.currentTarget.value })}
          />
        </div>
        <div class="field">
          <label for="kb-try-channel">{t('knowledge.try.channel')}</label>
          <select
            id="kb-try-channel"
            value={input.channelId}
            onChange={(event) => editTrial({ channelId: event.currentTarget.value })}
          >
            <option value="">{t('knowledge.try.noChannel')}</option>
            {channels?.map((channel) => (
              <option key={channel.channelId} value={channel.channelId}>
                {channel.channelName} ({channel.channelId})
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="kb-try-locale">{t('knowledge.try.locale')}</label>
          <select
            id="kb-try-locale"
            value={input.locale}
            onChange={(event) => editTrial({ locale: event.currentTarget.value })}
          >
            <option value="">{t('knowledge.try.noLocale')}</option>
            {KNOWLEDGE_LANGS.map((code) => (
              <option key={code} value={code}>
                {localeName(code, language)}
              </option>
            ))}
          </select>
        </div>
        <div class="field kb-try__previous">
          <label for="kb-try-previous">{t('knowledge.try.previous')}</label>
          <input
            id="kb-try-previous"
            value={input.previous}
            maxLength={TEXT_LIMITS.robotQuestion}
            aria-describedby="kb-try-previous-help"
            onInput={(event) => editTrial({ previous: event.currentTarget.value })}
          />
          <span id="kb-try-previous-help" class="field__hint">
            {t('knowledge.try.previousHelp')}
          </span>
        </div>
        <button type="submit" class="button button--primary" disabled={trying || !input.question.trim()}>
          {trying ? t('knowledge.try.trying') : t('knowledge.try.submit')}
        </button>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {trial && <TrialResult question={trial.question} trial={trial.result} />}
    </section>
  );
}
