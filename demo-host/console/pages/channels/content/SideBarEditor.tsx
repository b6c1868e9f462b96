// The desktop side bar's content: quick links (a name, an address, an icon), frequent questions
// with their answers, and ad banners (an uploaded picture and where it leads). Each part has its
// switch; the side bar itself, and its width, are the section's.
import type { SideBarConfig } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { FieldGroup, ListEditor, problemAt, TextArea, TextInput, Toggle } from '../fields';
import { ImageField } from './ImageField';
import { CONTENT_LIMITS } from './limits';
import { listLabels } from './listLabels';

interface Props {
  config: SideBarConfig;
  onConfig: (config: SideBarConfig) => void;
  problems: readonly SettingsProblem[];
}

export function SideBarEditor({ config, onConfig, problems }: Props) {
  const t = useT();
  const L = CONTENT_LIMITS;
  const problem = (path: string) => problemAt(problems, `sideBarConfig.${path}`);
  const labels = listLabels(t);
  const set = (patch: Partial<SideBarConfig>) => onConfig({ ...config, ...patch });

  return (
    <>
      <FieldGroup title={t('channelContent.sideBar.links')}>
        <Toggle
          path="sideBarConfig.quickFlag"
          label={t('channelContent.sideBar.linksOn')}
          help={t('channelContent.sideBar.linksHelp', { max: L.sideBarLinks })}
          value={config.quickFlag}
          onValue={(quickFlag) => set({ quickFlag })}
        />
        <ListEditor
          items={config.quickList}
          onItems={(quickList) => set({ quickList })}
          nameOf={(link, index) => link.name || t('channelContent.sideBar.linkNumbered', { n: index + 1 })}
          labels={labels}
          addLabel={t('channelContent.sideBar.addLink')}
          onAdd={config.quickList.length < L.sideBarLinks ? () => ({ name: '', link: '', url: '' }) : undefined}
          render={(link, index, change) => (
            <div class="content-entry">
              <div class="content-entry__row">
                <TextInput
                  path={`sideBarConfig.quickList.${index}.name`}
                  label={t('channelContent.sideBar.linkName')}
                  help={t('channelContent.sideBar.linkNameHelp', { max: L.sideBarLinkName })}
                  value={link.name}
                  maxLength={L.sideBarLinkName}
                  problem={problem(`quickList.${index}.name`)}
                  onValue={(name) => change({ ...link, name })}
                />
                <TextInput
                  path={`sideBarConfig.quickList.${index}.link`}
                  type="url"
                  label={t('channelContent.sideBar.link')}
                  help={t('channelContent.sideBar.linkHelp')}
                  value={link.link}
                  maxLength={L.url}
                  problem={problem(`quickList.${index}.link`)}
                  onValue={(address) => change({ ...link, link: address.trim() })}
                />
              </div>
              <ImageField
                path={`sideBarConfig.quickList.${index}.url`}
                label={t('channelContent.sideBar.icon')}
                help={t('channelContent.sideBar.iconHelp')}
                value={link.url}
                maxLength={L.url}
                problem={problem(`quickList.${index}.url`)}
                onValue={(url) => change({ ...link, url })}
              />
            </div>
          )}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.sideBar.questions')}>
        <Toggle
          path="sideBarConfig.questionFlag"
          label={t('channelContent.sideBar.questionsOn')}
          help={t('channelContent.sideBar.questionsHelp', { max: L.sideBarQuestions })}
          value={config.questionFlag}
          onValue={(questionFlag) => set({ questionFlag })}
        />
        <ListEditor
          items={config.questionList}
          onItems={(questionList) => set({ questionList })}
          nameOf={(entry, index) => entry.question || t('channelContent.sideBar.questionNumbered', { n: index + 1 })}
          labels={labels}
          addLabel={t('channelContent.sideBar.addQuestion')}
          onAdd={config.questionList.length < L.sideBarQuestions ? () => ({ question: '', answer: '' }) : undefined}
          render={(entry, index, change) => (
            <div class="content-entry">
              <TextInput
                path={`sideBarConfig.questionList.${index}.question`}
                label={t('channelContent.sideBar.question')}
                help={t('channelContent.sideBar.questionHelp', { max: L.sideBarQuestion })}
                value={entry.question}
                maxLength={L.sideBarQuestion}
                problem={problem(`questionList.${index}.question`)}
                onValue={(question) => change({ ...entry, question })}
              />
              <TextArea
                path={`sideBarConfig.questionList.${index}.answer`}
                label={t('channelContent.sideBar.answer')}
                help={t('channelContent.sideBar.answerHelp', { max: L.sideBarAnswer })}
                value={entry.answer}
                maxLength={L.sideBarAnswer}
                problem={problem(`questionList.${index}.answer`)}
                onValue={(answer) => change({ ...entry, answer })}
              />
            </div>
          )}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.sideBar.ads')}>
        <Toggle
          path="sideBarConfig.adFlag"
          label={t('channelContent.sideBar.adsOn')}
          help={t('channelContent.sideBar.adsHelp', { max: L.sideBarAds })}
          value={config.adFlag}
          onValue={(adFlag) => set({ adFlag })}
        />
        <ListEditor
          items={config.adList}
          onItems={(adList) => set({ adList })}
          nameOf={(_, index) => t('channelContent.sideBar.adNumbered', { n: index + 1 })}
          labels={labels}
          addLabel={t('channelContent.sideBar.addAd')}
          onAdd={config.adList.length < L.sideBarAds ? () => ({ url: '', link: '' }) : undefined}
          render={(ad, index, change) => (
            <div class="content-entry">
              <ImageField
                path={`sideBarConfig.adList.${index}.url`}
                label={t('channelContent.sideBar.adPicture')}
                help={t('channelContent.sideBar.adPictureHelp')}
                value={ad.url}
                maxLength={L.url}
                problem={problem(`adList.${index}.url`)}
                onValue={(url) => change({ ...ad, url })}
              />
              <TextInput
                path={`sideBarConfig.adList.${index}.link`}
                type="url"
                label={t('channelContent.sideBar.adLink')}
                help={t('channelContent.sideBar.adLinkHelp')}
                value={ad.link}
                maxLength={L.url}
                problem={problem(`adList.${index}.link`)}
                onValue={(link) => change({ ...ad, link: link.trim() })}
              />
            </div>
          )}
        />
      </FieldGroup>
    </>
  );
}
