// One channel's editor (/channels/<id>/<tab>): a tab per section of the settings, Install and
// History, the bar that saves, and the live preview beside the form. Every section is drawn, the
// ones not selected hidden, so a problem's field is found (and focused) whichever tab it is on.
import { useStore } from '@nanostores/react';
import { ApiError } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { errorText } from '../../components/errorText';
import { useWarnBeforeUnload } from '../../components/useWarnBeforeUnload';
import { useT } from '../../i18n';
import { CONSOLE_BASE, SECTIONS } from '../../sections';
import { $dirty, $draft, $loaded, $problems, discardDraft, openDraft, updateDraft } from '../../stores/channelDraft';
import { guardLeaving } from '../../stores/leaveGuard';
import { ask } from '../../stores/question';
import { ChannelPreview } from './ChannelPreview';
import { EditorBar } from './EditorBar';
import { EDITOR_TABS, type EditorTab, editorPath, isEditorTab } from './editorTabs';
import { sectionOfPath } from './fieldSections';
import { idOf } from './fields';
import { HistoryTab } from './HistoryTab';
import { InstallTab } from './InstallTab';
import { CHANNEL_SECTIONS, type ChannelSectionKey } from './sections';

/** The control of a field path on the page, or of the nearest path above it that has one. */
function fieldElement(path: string): HTMLElement | undefined {
  for (let parts = path.split('.'); parts.length; parts = parts.slice(0, -1)) {
    const element = document.getElementById(idOf(parts.join('.')));
    if (element) return element;
  }
  return undefined;
}

/** The tab a problem's field is drawn on; the schema's grouping when the page has no control for it. */
function tabOf(problem: SettingsProblem): ChannelSectionKey {
  const drawnOn = fieldElement(problem.field)?.closest<HTMLElement>('[data-tab]')?.dataset.tab;
  return (drawnOn as ChannelSectionKey | undefined) ?? sectionOfPath(problem.field) ?? 'look';
}

/** What a problem's field is called on the page: its control's label, else its path. */
const labelOf = (problem: SettingsProblem) => {
  const control = fieldElement(problem.field) as HTMLInputElement | undefined;
  return control?.labels?.[0]?.textContent?.trim() || problem.field;
};

interface Props {
  channelId: string;
  tab?: string | undefined;
}

export function ChannelEditor({ channelId, tab }: Props) {
  const t = useT();
  const [, navigate] = useLocation();
  const loaded = useStore($loaded);
  const draft = useStore($draft);
  const dirty = useStore($dirty);
  const problems = useStore($problems);
  const [error, setError] = useState('');
  const selected: EditorTab = isEditorTab(tab) ? tab : 'look';
  /** The field to focus once its tab shows; none: the tab's heading. */
  const focusNext = useRef<string>();
  const firstTab = useRef(true);

  useEffect(() => {
    setError('');
    openDraft(channelId).catch((failure: unknown) =>
      setError(
        failure instanceof ApiError && failure.code == 404 ? t('channels.editor.notFound') : errorText(t, failure),
      ),
    );
  }, [channelId]);

  useWarnBeforeUnload(dirty);

  // Going elsewhere in the console with unsaved changes: the console asks; its tabs are not elsewhere.
  useEffect(() => {
    const here = CONSOLE_BASE + editorPath(channelId);
    return guardLeaving((to) => {
      if (to == here || to.startsWith(here + '/') || !$dirty.get()) return true;
      return ask(
        t('channels.editor.leaveTitle'),
        [{ value: 'leave', label: t('channels.editor.leave'), danger: true }],
        t('channels.editor.leaveText'),
      ).then((answer) => {
        if (answer) discardDraft();
        return answer == 'leave';
      });
    });
  }, [channelId]);

  const focusField = (path: string | undefined) => {
    const element = path ? fieldElement(path) : undefined;
    (element ?? document.getElementById(`channel-tab-${selected}-heading`))?.focus();
  };

  // A new tab: focus goes to the field asked for, or to the tab's heading, so a screen reader
  // says where it is; not on the editor's first drawing.
  useLayoutEffect(() => {
    if (firstTab.current) {
      firstTab.current = false;
      return;
    }
    focusField(focusNext.current);
    focusNext.current = undefined;
  }, [selected]);

  const showProblem = (problem: SettingsProblem) => {
    const target = tabOf(problem);
    if (target == selected) return focusField(problem.field);
    focusNext.current = problem.field;
    navigate(editorPath(channelId, target));
  };

  if (error)
    return (
      <main class="section channel-editor" aria-labelledby="channel-editor-heading">
        <h1 id="channel-editor-heading">{t('channels.heading')}</h1>
        <p role="alert" class="error">
          {error}
        </p>
        <Link href={SECTIONS.channels}>{t('channels.editor.back')}</Link>
      </main>
    );
  if (!loaded || !draft || loaded.channel.channelId != channelId)
    return <main class="section channel-editor" aria-busy="true" aria-label={t('channels.editor.loading')} />;

  const { channel } = loaded;
  const problemTabs = problems.map(tabOf);
  return (
    <main class="section channel-editor" aria-labelledby="channel-editor-heading">
      <div class="channel-editor__head">
        <Link href={SECTIONS.channels} class="channel-editor__back">
          {t('channels.editor.back')}
        </Link>
        <span class="channel-swatch" style={{ background: draft.mainColor }} aria-hidden="true" />
        <h1 id="channel-editor-heading">{draft.channelName || channel.channelName}</h1>
        <code class="muted">{channel.channelId}</code>
        {channel.disabled && <span class="pill pill--disabled">{t('channels.list.disabled')}</span>}
      </div>
      <EditorBar
        onProblem={showProblem}
        describe={(problem) => ({ label: labelOf(problem), tab: t(`channels.sections.${tabOf(problem)}`) })}
      />
      <div class="channel-editor__body">
        <div class="channel-editor__main">
          <nav class="channel-tabs" aria-label={t('channels.editor.tabs')}>
            {EDITOR_TABS.map((key) => {
              const count = problemTabs.filter((each) => each == key).length;
              return (
                <Link
                  key={key}
                  href={editorPath(channelId, key)}
                  class={`channel-tabs__tab${key == selected ? ' is-here' : ''}`}
                  aria-current={key == selected ? 'page' : undefined}
                >
                  {t(`channels.sections.${key}`)}
                  {count > 0 && (
                    <>
                      <span class="badge badge--problem" aria-hidden="true">
                        {count}
                      </span>
                      <span class="sr-only">, {t('channels.editor.problems', { count })}</span>
                    </>
                  )}
                </Link>
              );
            })}
          </nav>
          {CHANNEL_SECTIONS.map(({ key, component: Section }) => (
            <section
              key={key}
              class="channel-panel"
              data-tab={key}
              hidden={key != selected}
              aria-labelledby={`channel-tab-${key}-heading`}
            >
              <h2 id={`channel-tab-${key}-heading`} tabIndex={-1}>
                {t(`channels.sections.${key}`)}
              </h2>
              <Section
                channelId={channel.channelId}
                tenantId={channel.tenantId}
                settings={draft}
                update={updateDraft}
                problems={problems}
              />
            </section>
          ))}
          {selected == 'install' && (
            <section class="channel-panel" aria-labelledby="channel-tab-install-heading">
              <h2 id="channel-tab-install-heading" tabIndex={-1}>
                {t('channels.sections.install')}
              </h2>
              <InstallTab
                channelId={channel.channelId}
                disabled={channel.disabled}
                allowedOrigins={loaded.settings.allowedOrigins}
              />
            </section>
          )}
          {selected == 'history' && (
            <section class="channel-panel" aria-labelledby="channel-tab-history-heading">
              <h2 id="channel-tab-history-heading" tabIndex={-1}>
                {t('channels.sections.history')}
              </h2>
              <HistoryTab channelId={channel.channelId} current={channel.version} />
            </section>
          )}
        </div>
        <aside class="channel-editor__preview">
          <ChannelPreview channelId={channel.channelId} tenantId={channel.tenantId} settings={draft} />
        </aside>
      </div>
    </main>
  );
}
