// What an import did: the counts, or (nothing saved) each problem with its row (1 = the file's
// first document; 0 = the file itself, its header or its shape).
import { useStore } from '@nanostores/react';
import { localeName } from '../../components/localeName';
import { $language, useT } from '../../i18n';

/** Problems listed: a file wrong on every row says enough with these. */
const SHOWN = 100;

import type { ImportOutcome } from '../../stores/knowledgeFiles';

export function ImportOutcomeView({ outcome }: { outcome: ImportOutcome }) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  if (!outcome.problems.length)
    return (
      <p role="status" class="notice notice--done">
        {t('knowledge.files.done', outcome)}
        {outcome.lists.length > 0 &&
          ` ${t('knowledge.files.listsDone', {
            languages: outcome.lists.map((lang) => localeName(lang, language)).join(', '),
          })}`}
      </p>
    );
  return (
    <div role="alert" class="kb-files__problems">
      <p class="error">{t('knowledge.files.problems', { count: outcome.problems.length })}</p>
      <ul>
        {outcome.problems.slice(0, SHOWN).map((problem, index) => (
          <li key={index}>
            {problem.row
              ? t('knowledge.files.row', { row: problem.row, message: problem.message })
              : t('knowledge.files.whole', { message: problem.message })}
          </li>
        ))}
      </ul>
      {outcome.problems.length > SHOWN && (
        <p class="muted">{t('knowledge.files.moreProblems', { count: outcome.problems.length - SHOWN })}</p>
      )}
    </div>
  );
}
