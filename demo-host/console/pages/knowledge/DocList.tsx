// The tenant's documents: search (question, phrasings, answer), a language filter, how many
// are shown, and a row per document (question, language, enabled, category, updated) that opens
// it in the editor; New document starts one in the language shown.
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/time';
import { useState } from 'react';
import { localeName } from '../../components/localeName';
import { whenText } from '../../components/whenText';
import { $language, useT } from '../../i18n';
import { $docLang, $docQuery, $knowledgeBase } from '../../stores/knowledgeBase';
import { $docDraft, $docFocus, newDoc, openDoc } from '../../stores/knowledgeDraft';
import { filterDocs, langsOf } from '../../stores/knowledgeSearch';
import { mayDropDoc } from './askToDrop';

/** Rows drawn at a time: a base of thousands stays quick to type a search in. */
const PAGE = 100;

export function DocList() {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const docs = useStore($knowledgeBase);
  const query = useStore($docQuery);
  const lang = useStore($docLang);
  const openId = useStore($docDraft)?.docId;
  const [shown, setShown] = useState(PAGE);
  const found = docs ? filterDocs(docs, query, lang) : [];
  const langs = docs ? langsOf(docs) : [];

  const open = async (docId: number) => {
    if (docId == openId || !(await mayDropDoc(t))) return;
    openDoc(docId);
    $docFocus.set('heading');
  };
  const start = async () => {
    if (!(await mayDropDoc(t))) return;
    newDoc(lang || $docDraft.get()?.lang || langs[0] || 'en');
    $docFocus.set('heading');
  };

  return (
    <section class="kb-list" aria-labelledby="knowledge-tab-heading">
      <div class="kb-list__head">
        <h2 id="knowledge-tab-heading" tabIndex={-1}>
          {t('knowledge.tab.documents')}
        </h2>
        <button type="button" class="button button--primary button--small" onClick={() => void start()}>
          {t('knowledge.list.new')}
        </button>
      </div>
      <div class="kb-list__filters">
        <div class="field">
          <label for="kb-search">{t('knowledge.list.search')}</label>
          <input
            id="kb-search"
            type="search"
            value={query}
            aria-describedby="kb-count"
            onInput={(event) => ($docQuery.set(event.currentTarget.value), setShown(PAGE))}
          />
        </div>
        <div class="field">
          <label for="kb-lang">{t('knowledge.list.language')}</label>
          <select
            id="kb-lang"
            value={lang}
            onChange={(event) => ($docLang.set(event.currentTarget.value), setShown(PAGE))}
          >
            <option value="">{t('knowledge.list.allLanguages')}</option>
            {langs.map((code) => (
              <option key={code} value={code}>
                {localeName(code, language)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="kb-count" class="muted kb-list__count" role="status">
        {docs && t('knowledge.list.count', { count: found.length, total: docs.length })}
      </p>
      <ul class="kb-list__rows" aria-label={t('knowledge.list.label')} aria-busy={docs === undefined}>
        {found.slice(0, shown).map((doc) => (
          <li key={doc.docId}>
            <button
              type="button"
              class={`kb-row${doc.docId == openId ? ' is-open' : ''}`}
              aria-current={doc.docId == openId ? 'true' : undefined}
              onClick={() => void open(doc.docId)}
            >
              <span class="kb-row__question">{doc.question}</span>
              <span class="kb-row__facts">
                <span class="pill pill--role" title={localeName(doc.lang, language)}>
                  <span aria-hidden="true">{doc.lang}</span>
                  <span class="sr-only">{localeName(doc.lang, language)}</span>
                </span>
                {!doc.enabled && <span class="pill pill--disabled">{t('knowledge.list.disabled')}</span>}
                {doc.category && <span class="kb-row__category">{doc.category}</span>}
                <span class="kb-row__when" title={formatDateTime(doc.updatedAt)}>
                  {t('knowledge.list.updated', { when: whenText(t, doc.updatedAt, language) })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {found.length > shown && (
        <button type="button" class="button button--small" onClick={() => setShown(shown + PAGE)}>
          {t('knowledge.list.more', { count: Math.min(PAGE, found.length - shown) })}
        </button>
      )}
    </section>
  );
}
