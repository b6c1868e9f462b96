// "Translation of": the document this one translates, among the tenant's documents in other
// languages (so a FAQ menu's entry shows in the visitor's language), or none.
import type { KnowledgeDocInput, KnowledgeEntry } from '@shared/api/knowledge';
import { useT } from '../../i18n';
import { updateDoc } from '../../stores/knowledgeDraft';
import { Choice } from '../channels/fields';

interface Props {
  draft: KnowledgeDocInput;
  docs: readonly KnowledgeEntry[];
  problem: string | undefined;
}

export function TranslationOfField({ draft, docs, problem }: Props) {
  const t = useT();
  // The one chosen stays listed, though its language became this one's: the server names what is wrong.
  const others = docs.filter(
    (doc) => doc.docId != draft.docId && (doc.lang != draft.lang || doc.docId == draft.translationOf),
  );
  const options = [
    { value: 0, label: t('knowledge.editor.translationNone') },
    ...others.map((doc) => ({ value: doc.docId, label: `${doc.question} (${doc.lang})` })),
  ];
  return (
    <Choice
      path="knowledge.translationOf"
      label={t('knowledge.editor.translationOf')}
      help={t('knowledge.editor.translationHelp')}
      problem={problem}
      value={draft.translationOf ?? 0}
      options={options}
      onValue={(docId) => updateDoc({ translationOf: docId || undefined })}
    />
  );
}
