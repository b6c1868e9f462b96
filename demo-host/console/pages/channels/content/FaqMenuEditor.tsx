// The robot's FAQ menu: on or off, and the knowledge-base documents it lists, chosen from the
// tenant's and kept in the order the owner puts them.
import { useStore } from '@nanostores/react';
import type { ChannelSettings } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { useEffect, useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { $knowledgeDocs, loadKnowledgeDocs } from '../../../stores/knowledgeDocs';
import { Choice, ListEditor, problemAt, Toggle } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { listLabels } from './listLabels';

type FaqMenu = ChannelSettings['faqMenu'];

interface Props {
  tenantId: string;
  faqMenu: FaqMenu;
  onFaqMenu: (faqMenu: FaqMenu) => void;
  problems: readonly SettingsProblem[];
}

export function FaqMenuEditor({ tenantId, faqMenu, onFaqMenu, problems }: Props) {
  const t = useT();
  const loaded = useStore($knowledgeDocs);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    loadKnowledgeDocs(tenantId).catch((error: unknown) => setFailure(errorText(t, error)));
  }, [tenantId, t]);
  const docs = loaded?.tenantId == tenantId ? loaded.value : undefined;
  const questionOf = (docId: number) =>
    docs?.find((doc) => doc.docId == docId)?.question ?? t('channelContent.faq.missing', { id: docId });
  const left = docs?.filter((doc) => !faqMenu.docIds.includes(doc.docId)) ?? [];
  const full = faqMenu.docIds.length >= CONTENT_LIMITS.faqDocs;

  return (
    <>
      <Toggle
        path="faqMenu.showType"
        label={t('channelContent.faq.show')}
        help={t('channelContent.faq.showHelp')}
        value={faqMenu.showType}
        onValue={(showType) => onFaqMenu({ ...faqMenu, showType })}
      />
      {failure && (
        <p role="alert" class="error">
          {failure}
        </p>
      )}
      {!docs && !failure && <p class="field__hint">{t('channelContent.faq.loading')}</p>}
      <ListEditor
        items={faqMenu.docIds}
        onItems={(docIds) => onFaqMenu({ ...faqMenu, docIds })}
        nameOf={questionOf}
        labels={listLabels(t)}
        addLabel=""
        render={(docId) => <span class="content-faq__doc">{questionOf(docId)}</span>}
      />
      {problemAt(problems, 'faqMenu.docIds') && (
        <p role="alert" class="error field__error">
          {problemAt(problems, 'faqMenu.docIds')}
        </p>
      )}
      {docs && !full && (
        <Choice<number>
          path="faqMenu.add"
          label={t('channelContent.faq.add')}
          help={
            left.length
              ? t('channelContent.faq.addHelp', { max: CONTENT_LIMITS.faqDocs })
              : t('channelContent.faq.noneLeft')
          }
          value={0}
          options={[
            { value: 0, label: t('channelContent.faq.choose') },
            ...left.map((doc) => ({ value: doc.docId, label: `${doc.question} (${doc.lang})` })),
          ]}
          onValue={(docId) => docId && onFaqMenu({ ...faqMenu, docIds: [...faqMenu.docIds, docId] })}
        />
      )}
    </>
  );
}
