// While the Knowledge page has unsaved changes: another section of the console asks first (its
// own tabs do not: the drafts live in the stores), and closing or reloading the browser tab
// makes the browser ask.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useWarnBeforeUnload } from '../../components/useWarnBeforeUnload';
import { useT } from '../../i18n';
import { CONSOLE_BASE, SECTIONS } from '../../sections';
import { $docDirty } from '../../stores/knowledgeDraft';
import { guardLeaving } from '../../stores/leaveGuard';
import { $notCoveredDirty } from '../../stores/notCovered';
import { $synonymsDirty } from '../../stores/synonyms';
import { hasUnsaved, mayDropAll } from './askToDrop';

export function useKnowledgeGuard() {
  const t = useT();
  const docDirty = useStore($docDirty);
  const synonymsDirty = useStore($synonymsDirty);
  const notCoveredDirty = useStore($notCoveredDirty);
  const dirty = docDirty || synonymsDirty.length > 0 || notCoveredDirty.length > 0;

  useWarnBeforeUnload(dirty);

  useEffect(() => {
    const here = CONSOLE_BASE + SECTIONS.knowledge;
    return guardLeaving((to) => {
      if (to == here || to.startsWith(here + '/') || !hasUnsaved()) return true;
      return mayDropAll(t);
    });
  }, []);
}
