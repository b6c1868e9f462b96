// Menus: the quick-menu entries over the message box (seven types, in the owner's order), the
// robot's suggested questions, and its FAQ menu of knowledge-base documents.
import { useT } from '../../../i18n';
import { AutoTipsEditor } from '../content/AutoTipsEditor';
import { FaqMenuEditor } from '../content/FaqMenuEditor';
import { CONTENT_LIMITS } from '../content/limits';
import { listLabels } from '../content/listLabels';
import { MenuEntryFields } from '../content/MenuEntryFields';
import { newMenuEntry } from '../content/menuEntry';
import { FieldGroup, ListEditor } from '../fields';
import type { SectionProps } from './sectionProps';

export function MenusSection({ tenantId, settings, update, problems }: SectionProps) {
  const t = useT();
  const menus = settings.chatMenuConfigList;
  return (
    <>
      <FieldGroup title={t('channelContent.menus.title')}>
        <p class="field__hint">{t('channelContent.menus.help', { max: CONTENT_LIMITS.menus })}</p>
        <ListEditor
          items={menus}
          onItems={(chatMenuConfigList) => update({ chatMenuConfigList })}
          nameOf={(menu, index) => menu.menuName || t('channelContent.menus.numbered', { n: index + 1 })}
          labels={listLabels(t)}
          addLabel={t('channelContent.menus.add')}
          onAdd={
            menus.length < CONTENT_LIMITS.menus
              ? () => newMenuEntry(menus, t('channelContent.menus.newName'))
              : undefined
          }
          render={(menu, index, change) => (
            <MenuEntryFields
              menu={menu}
              index={index}
              onMenu={change}
              problems={problems}
              colours={{ background: settings.kitBgcolor, color: settings.kitTxcolor }}
            />
          )}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.tips.heading')}>
        <p class="field__hint">{t('channelContent.tips.help', { max: CONTENT_LIMITS.autoTips })}</p>
        <AutoTipsEditor
          tips={settings.autoTipList}
          onTips={(autoTipList) => update({ autoTipList })}
          problems={problems}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.faq.heading')}>
        <FaqMenuEditor
          tenantId={tenantId}
          faqMenu={settings.faqMenu}
          onFaqMenu={(faqMenu) => update({ faqMenu })}
          problems={problems}
        />
      </FieldGroup>
    </>
  );
}
