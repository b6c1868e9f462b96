// Forms: the pre-chat form a visitor fills before the chat (the spec's name, phone and e-mail
// first, fixed, then the owner's own entries), and the desktop side bar beside the messages.
import { FIXED_FORM_ENTRIES } from '@shared/channelConfig';
import { FIELD_TYPE, FLAG } from '@shared/codes';
import { useT } from '../../../i18n';
import { CONTENT_LIMITS } from '../content/limits';
import { listLabels } from '../content/listLabels';
import { PreChatEntryFields } from '../content/PreChatEntryFields';
import { SideBarEditor } from '../content/SideBarEditor';
import { FieldGroup, ListEditor, NumberInput, problemAt, TextInput, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

export function FormsSection({ settings, update, problems }: SectionProps) {
  const t = useT();
  const L = CONTENT_LIMITS;
  const form = settings.userForm;
  const fixed = FIXED_FORM_ENTRIES.length;
  return (
    <>
      <FieldGroup title={t('channelContent.preChat.title')}>
        <Toggle
          path="userFormMode"
          label={t('channelContent.preChat.mode')}
          help={t('channelContent.preChat.modeHelp')}
          value={settings.userFormMode}
          onValue={(userFormMode) => update({ userFormMode })}
        />
        <TextInput
          path="userForm.formTitle"
          label={t('channelContent.preChat.formTitle')}
          help={t('channelContent.preChat.formTitleHelp', { max: L.formTitle })}
          value={form.formTitle}
          maxLength={L.formTitle}
          problem={problemAt(problems, 'userForm.formTitle')}
          onValue={(formTitle) => update({ userForm: { ...form, formTitle } })}
        />
        <p class="field__hint">{t('channelContent.preChat.entriesHelp', { max: L.formEntries })}</p>
        <ListEditor
          items={form.formList}
          fixed={fixed}
          onItems={(formList) => update({ userForm: { ...form, formList } })}
          nameOf={(entry, index) => entry.name || t('channelContent.preChat.numbered', { n: index + 1 })}
          labels={listLabels(t)}
          addLabel={t('channelContent.preChat.add')}
          onAdd={
            form.formList.length < L.formEntries
              ? () => ({
                  name: t('channelContent.preChat.newName'),
                  require: FLAG.off,
                  show: FLAG.on,
                  fieldType: FIELD_TYPE.text,
                })
              : undefined
          }
          render={(entry, index, change) => (
            <PreChatEntryFields
              entry={entry}
              index={index}
              fixed={index < fixed}
              onEntry={change}
              problems={problems}
            />
          )}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.sideBar.title')}>
        <Toggle
          path="sideBarStatus"
          label={t('channelContent.sideBar.status')}
          help={t('channelContent.sideBar.statusHelp')}
          value={settings.sideBarStatus}
          onValue={(sideBarStatus) => update({ sideBarStatus })}
        />
        <NumberInput
          path="sideBarWidth"
          label={t('channelContent.sideBar.width')}
          help={t('channelContent.sideBar.widthHelp', L.sideBarWidth)}
          min={L.sideBarWidth.min}
          max={L.sideBarWidth.max}
          value={settings.sideBarWidth}
          problem={problemAt(problems, 'sideBarWidth')}
          onValue={(sideBarWidth) => update({ sideBarWidth })}
        />
        <SideBarEditor
          config={settings.sideBarConfig}
          onConfig={(sideBarConfig) => update({ sideBarConfig })}
          problems={problems}
        />
      </FieldGroup>
    </>
  );
}
