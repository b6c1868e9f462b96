// The robot's suggested questions: a few groups, each a title and the question buttons under it,
// which the visitor taps to ask.
import type { ChannelSettings } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { ListEditor, problemAt, TextInput } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { listLabels } from './listLabels';
import { NameList } from './NameList';

type AutoTip = ChannelSettings['autoTipList'][number];

interface Props {
  tips: readonly AutoTip[];
  onTips: (tips: AutoTip[]) => void;
  problems: readonly SettingsProblem[];
}

export function AutoTipsEditor({ tips, onTips, problems }: Props) {
  const t = useT();
  const L = CONTENT_LIMITS;
  return (
    <ListEditor
      items={tips}
      onItems={onTips}
      nameOf={(tip, index) => tip.autoTip || t('channelContent.tips.numbered', { n: index + 1 })}
      labels={listLabels(t)}
      addLabel={t('channelContent.tips.add')}
      onAdd={tips.length < L.autoTips ? () => ({ autoTip: '', btnList: [] }) : undefined}
      render={(tip, index, change) => (
        <div class="content-entry">
          <TextInput
            path={`autoTipList.${index}.autoTip`}
            label={t('channelContent.tips.title')}
            help={t('channelContent.tips.titleHelp', { max: L.autoTipTitle })}
            value={tip.autoTip}
            maxLength={L.autoTipTitle}
            problem={problemAt(problems, `autoTipList.${index}.autoTip`)}
            onValue={(autoTip) => change({ ...tip, autoTip })}
          />
          <NameList
            path={`autoTipList.${index}.btnList`}
            entryKey="value"
            entryLabel={t('channelContent.tips.button')}
            help={t('channelContent.tips.buttonsHelp', { most: L.autoTipButtons, max: L.autoTipButton })}
            names={tip.btnList.map((button) => button.value)}
            onNames={(names) => change({ ...tip, btnList: names.map((value) => ({ value })) })}
            max={L.autoTipButtons}
            maxLength={L.autoTipButton}
            addLabel={t('channelContent.tips.addButton')}
            problems={problems}
          />
        </div>
      )}
    />
  );
}
