// The first channel of a tenant, walked through: a name, a colour, a language and a greeting (the
// rest is the product's defaults, all editable later), then the snippet to paste. From an empty
// database to a bubble on the owner's page in a few minutes.
import { useStore } from '@nanostores/react';
import type { EditedChannel } from '@shared/api';
import { CHANNEL_LANGUAGES, CHANNEL_LIMITS } from '@shared/api/channel';
import { defaultChannelSettings } from '@shared/channelConfig';
import { AA_CONTRAST, contrastRatio } from '@shared/channelRules';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../../components/errorText';
import { focusOnMount } from '../../components/focusOnMount';
import { TextField } from '../../components/TextField';
import { $language, useT } from '../../i18n';
import { addChannel } from '../../stores/channels';
import { CopyBox } from './CopyBox';
import { editorPath } from './editorTabs';
import { greetingHtml } from './greetingHtml';
import { snippetOf } from './installSnippet';
import { languageName } from './languageName';

const DEFAULTS = defaultChannelSettings('');
const COLOUR = /^#[0-9a-f]{6}$/i;
/** The default greeting without its markup, as the owner types one. */
const DEFAULT_GREETING = DEFAULTS.robotWelcomeMsg.replace(/<[^>]*>/g, '');

function Ready({ added, onDone }: { added: EditedChannel; onDone: () => void }) {
  const t = useT();
  const { channelId, channelName } = added.channel;
  return (
    <section class="walk walk--ready" aria-labelledby="walk-ready-heading">
      <h2 id="walk-ready-heading" tabIndex={-1} ref={focusOnMount}>
        {t('channels.walk.readyHeading', { name: channelName })}
      </h2>
      <p>{t('channels.walk.readyText')}</p>
      <CopyBox id="walk-snippet" label={t('channels.install.snippet')} text={snippetOf(location.origin, channelId)} />
      <p class="field__hint">{t('channels.install.snippetHint')}</p>
      <p class="muted">{t('channels.walk.readyCheck')}</p>
      <div class="team-form__actions">
        <button type="button" class="button" onClick={onDone}>
          {t('channels.walk.done')}
        </button>
        <Link href={editorPath(channelId, 'install')} class="button">
          {t('channels.walk.checkInstall')}
        </Link>
        <Link href={editorPath(channelId)} class="button button--primary">
          {t('channels.walk.edit')}
        </Link>
      </div>
    </section>
  );
}

export function FirstChannel({ onDone }: { onDone: () => void }) {
  const t = useT();
  const consoleLanguage = useStore($language) ?? 'en';
  const [name, setName] = useState('');
  const [colour, setColour] = useState(DEFAULTS.mainColor);
  const [language, setLanguage] = useState(CHANNEL_LANGUAGES.includes(consoleLanguage) ? consoleLanguage : 'en');
  const [greeting, setGreeting] = useState(DEFAULT_GREETING);
  const [problems, setProblems] = useState<{ name?: string; colour?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<EditedChannel>();

  if (added) return <Ready added={added} onDone={onDone} />;

  const lowContrast = COLOUR.test(colour) && contrastRatio(colour, '#ffffff') < AA_CONTRAST;
  const submit = async () => {
    setError('');
    const found = {
      ...(!name.trim() && { name: t('account.required') }),
      ...(!COLOUR.test(colour) && { colour: t('channels.walk.badColour') }),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const html = greetingHtml(greeting);
      setAdded(
        await addChannel({
          channelName: name.trim(),
          mainColor: colour.toLowerCase(),
          language,
          ...(html && { robotWelcomeMsg: html }),
        }),
      );
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="walk"
      aria-labelledby="walk-heading"
      aria-describedby="walk-intro"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="walk-heading">{t('channels.walk.heading')}</h2>
      <p id="walk-intro" class="muted">
        {t('channels.walk.intro')}
      </p>
      <ol class="walk__steps">
        <li>
          <TextField
            id="walk-name"
            label={t('channels.walk.name')}
            hint={t('channels.walk.nameHint')}
            value={name}
            onValue={(value) => (setName(value), setProblems((old) => ({ ...old, name: undefined })))}
            autoComplete="off"
            maxLength={CHANNEL_LIMITS.name}
            required
            focus
            error={problems.name}
          />
        </li>
        <li>
          <div class="field">
            <label for="walk-colour">{t('channels.walk.colour')}</label>
            <span class="colour-input">
              <input
                type="color"
                aria-label={t('channels.walk.colourPicker')}
                value={COLOUR.test(colour) ? colour : '#000000'}
                onInput={(event) => setColour(event.currentTarget.value)}
              />
              <input
                id="walk-colour"
                value={colour}
                maxLength={7}
                spellcheck={false}
                aria-invalid={problems.colour ? true : undefined}
                aria-describedby={['walk-colour-hint', problems.colour && 'walk-colour-error']
                  .filter(Boolean)
                  .join(' ')}
                onInput={(event) => (
                  setColour(event.currentTarget.value.trim()), setProblems((old) => ({ ...old, colour: undefined }))
                )}
              />
            </span>
            <span id="walk-colour-hint" class={lowContrast ? 'field__hint walk__warning' : 'field__hint'}>
              {lowContrast
                ? t('channels.walk.lowContrast', { ratio: contrastRatio(colour, '#ffffff').toFixed(1) })
                : t('channels.walk.colourHint')}
            </span>
            {problems.colour && (
              <span id="walk-colour-error" role="alert" class="error field__error">
                {problems.colour}
              </span>
            )}
          </div>
        </li>
        <li>
          <div class="field">
            <label for="walk-language">{t('channels.walk.language')}</label>
            <select
              id="walk-language"
              value={language}
              aria-describedby="walk-language-hint"
              onChange={(event) => setLanguage(event.currentTarget.value)}
            >
              {CHANNEL_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {code ? `${languageName(code, consoleLanguage)} (${code})` : t('channels.visitorsLanguage')}
                </option>
              ))}
            </select>
            <span id="walk-language-hint" class="field__hint">
              {t('channels.walk.languageHint')}
            </span>
          </div>
        </li>
        <li>
          <div class="field">
            <label for="walk-greeting">{t('channels.walk.greeting')}</label>
            <textarea
              id="walk-greeting"
              rows={3}
              value={greeting}
              maxLength={1000}
              aria-describedby="walk-greeting-hint"
              onInput={(event) => setGreeting(event.currentTarget.value)}
            />
            <span id="walk-greeting-hint" class="field__hint">
              {t('channels.walk.greetingHint')}
            </span>
          </div>
        </li>
      </ol>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="team-form__actions">
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('channels.walk.create')}
        </button>
      </div>
    </form>
  );
}
