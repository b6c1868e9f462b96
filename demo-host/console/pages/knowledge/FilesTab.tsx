// Import and export: the tenant's documents downloaded as CSV or JSON (JSON with the synonyms
// and the questions no document answers); a CSV or JSON file
// imported, merged (added and updated) or replacing the base (asked first, saying how many
// documents would go). The server saves all of a file or nothing: its problems are listed by row.
import { useStore } from '@nanostores/react';
import { KNOWLEDGE_FILE_FORMATS, KNOWLEDGE_LIMITS, type KnowledgeFileFormat } from '@shared/api/knowledge';
import { useState } from 'react';
import { downloadText } from '../../components/downloadText';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $knowledgeBase } from '../../stores/knowledgeBase';
import {
  exportKnowledge,
  fileFormatOf,
  type ImportMode,
  type ImportOutcome,
  importKnowledge,
  removedByReplace,
} from '../../stores/knowledgeFiles';
import { ask } from '../../stores/question';
import { ImportOutcomeView } from './ImportOutcomeView';

export function FilesTab() {
  const t = useT();
  const docs = useStore($knowledgeBase);
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>('merge');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome>();

  const download = async (format: KnowledgeFileFormat) => {
    if (!docs) return;
    setError('');
    try {
      const { name, type, text } = await exportKnowledge(docs, format);
      downloadText(name, type, text);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  const send = async () => {
    setError('');
    setOutcome(undefined);
    if (!file || !docs) return;
    const format = fileFormatOf(file.name);
    if (!format) return setError(t('knowledge.files.badType'));
    setBusy(true);
    try {
      const text = await file.text();
      if (text.length > KNOWLEDGE_LIMITS.importChars)
        return setError(t('knowledge.files.tooLarge', { max: KNOWLEDGE_LIMITS.importChars.toLocaleString() }));
      if (mode == 'replace') {
        const removed = removedByReplace(docs, text, format);
        if (removed !== undefined) {
          const answer = await ask(
            t('knowledge.files.replaceTitle'),
            [{ value: 'replace', label: t('knowledge.files.replace'), danger: true }],
            t('knowledge.files.replaceText', { count: removed }),
          );
          if (!answer) return;
        }
      }
      setOutcome(await importKnowledge(text, format, mode));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="kb-files" aria-labelledby="knowledge-tab-heading">
      <h2 id="knowledge-tab-heading" tabIndex={-1}>
        {t('knowledge.tab.files')}
      </h2>
      <fieldset class="channel-group">
        <legend>{t('knowledge.files.exportHeading')}</legend>
        <p class="field__hint">{t('knowledge.files.exportHelp', { count: docs?.length ?? 0 })}</p>
        <div class="kb-editor__actions">
          {KNOWLEDGE_FILE_FORMATS.map((format) => (
            <button key={format} type="button" class="button" disabled={!docs} onClick={() => void download(format)}>
              {t(`knowledge.files.export.${format}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <form
        class="channel-group kb-files__import"
        aria-labelledby="kb-import-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h3 id="kb-import-heading">{t('knowledge.files.importHeading')}</h3>
        <div class="field">
          <label for="kb-import-file">{t('knowledge.files.file')}</label>
          <input
            id="kb-import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby="kb-import-help"
            onChange={(event) => (setFile(event.currentTarget.files?.[0]), setOutcome(undefined), setError(''))}
          />
          <span id="kb-import-help" class="field__hint">
            {t('knowledge.files.fileHelp')}
          </span>
        </div>
        <fieldset class="kb-files__modes">
          <legend>{t('knowledge.files.mode')}</legend>
          {(['merge', 'replace'] as const).map((each) => (
            <label key={each} class="kb-files__mode">
              <input
                type="radio"
                name="kb-import-mode"
                value={each}
                checked={mode == each}
                onChange={() => setMode(each)}
              />{' '}
              <span>
                <strong>{t(`knowledge.files.modes.${each}`)}</strong>{' '}
                <span class="muted">{t(`knowledge.files.modes.${each}Help`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div class="kb-editor__actions">
          <button type="submit" class="button button--primary" disabled={!file || !docs || busy}>
            {busy ? t('knowledge.files.importing') : t('knowledge.files.import')}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {outcome && <ImportOutcomeView outcome={outcome} />}
    </section>
  );
}
