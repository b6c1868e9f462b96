// Knowledge (owners and admins), loaded with their first visit: the robot's knowledge base of
// the shown tenant, a tab per task: the documents and their editor, try the robot, import and
// export, synonyms. An owner picks the tenant, as on Team and Channels.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { errorText } from '../../components/errorText';
import { TenantPicker } from '../../components/TenantPicker';
import { useT } from '../../i18n';
import { SECTIONS } from '../../sections';
import { $me } from '../../stores/auth';
import { chooseKnowledgeTenant, loadKnowledgeBase } from '../../stores/knowledgeBase';
import { closeDoc } from '../../stores/knowledgeDraft';
import { forgetTrial } from '../../stores/robotTrial';
import { forgetSynonyms } from '../../stores/synonyms';
import { mayDropAll } from './askToDrop';
import { DocumentsTab } from './DocumentsTab';
import { FilesTab } from './FilesTab';
import { isKnowledgeTab, KNOWLEDGE_TABS, type KnowledgeTab, knowledgePath } from './knowledgeTabs';
import { SynonymsTab } from './SynonymsTab';
import { TryTab } from './TryTab';
import { useKnowledgeGuard } from './useKnowledgeGuard';

const TABS: Record<KnowledgeTab, () => preact.JSX.Element> = {
  documents: DocumentsTab,
  try: TryTab,
  files: FilesTab,
  synonyms: SynonymsTab,
};

export default function KnowledgeArea() {
  const t = useT();
  const [, params] = useRoute<{ tab?: string }>(`${SECTIONS.knowledge}/:tab?`);
  const tab: KnowledgeTab = isKnowledgeTab(params?.tab) ? params.tab : 'documents';
  const owner = useStore($me)?.role == 'owner';
  const [error, setError] = useState('');
  const failed = (failure: unknown) => setError(errorText(t, failure));
  /** Remounts the tenant select when the owner keeps their unsaved changes, so it shows the tenant still shown. */
  const [pickerKey, setPickerKey] = useState(0);
  useKnowledgeGuard();
  useEffect(() => {
    void loadKnowledgeBase().catch(failed);
  }, []);
  // Another tab: focus goes to its heading, so a screen reader says where it is (not on the first
  // drawing; a field asked for, as a phrasing just added, takes it after).
  const firstTab = useRef(true);
  useLayoutEffect(() => {
    if (firstTab.current) firstTab.current = false;
    else document.getElementById('knowledge-tab-heading')?.focus();
  }, [tab]);

  const pickTenant = async (tenantId: string) => {
    if (!(await mayDropAll(t))) return setPickerKey((key) => key + 1);
    setError('');
    closeDoc();
    forgetSynonyms();
    forgetTrial();
    void chooseKnowledgeTenant(tenantId).catch(failed);
  };

  const Tab = TABS[tab];
  return (
    <main class="section knowledge" aria-labelledby="knowledge-heading">
      <div class="section__head">
        <h1 id="knowledge-heading">{t('knowledge.heading')}</h1>
      </div>
      {owner && (
        <div class="team__tenant-row">
          <TenantPicker key={pickerKey} id="knowledge-tenant" onChoose={(id) => void pickTenant(id)} onError={failed} />
        </div>
      )}
      <nav class="channel-tabs" aria-label={t('knowledge.tabs')}>
        {KNOWLEDGE_TABS.map((key) => (
          <Link
            key={key}
            href={knowledgePath(key)}
            class={`channel-tabs__tab${key == tab ? ' is-here' : ''}`}
            aria-current={key == tab ? 'page' : undefined}
          >
            {t(`knowledge.tab.${key}`)}
          </Link>
        ))}
      </nav>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <Tab />
    </main>
  );
}
