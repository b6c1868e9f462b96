// While the Mail page has unsaved settings: another section of the console asks first, and
// closing or reloading the browser tab makes the browser ask.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useWarnBeforeUnload } from '../../components/useWarnBeforeUnload';
import { useT } from '../../i18n';
import { CONSOLE_BASE, SECTIONS } from '../../sections';
import { guardLeaving } from '../../stores/leaveGuard';
import { $mailDirty } from '../../stores/mailSettings';
import { mayDropMail } from './askToDropMail';

export function useMailGuard() {
  const t = useT();
  useWarnBeforeUnload(useStore($mailDirty));
  useEffect(() => {
    const here = CONSOLE_BASE + SECTIONS.mail;
    return guardLeaving((to) => to == here || !$mailDirty.get() || mayDropMail(t));
  }, []);
}
