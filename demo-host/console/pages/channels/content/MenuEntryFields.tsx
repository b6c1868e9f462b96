// One quick-menu entry: its type, its name, the field its type needs (a preset question's text,
// a link's address, an automatic question and its answer), and optional colours of its own.
// Each shows the problem its field path has (shared/channelRules.ts menuEntryProblems).
import type { ChatMenu } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { MENU_TYPE } from '@shared/codes';
import { useT } from '../../../i18n';
import { Choice, ColourInput, problemAt, TextArea, TextInput, Toggle } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { autoAnswerParts, autoAnswerText, menuTypeField, withMenuType } from './menuEntry';

interface Props {
  menu: ChatMenu;
  index: number;
  onMenu: (menu: ChatMenu) => void;
  problems: readonly SettingsProblem[];
  /** The colours an entry starts from when it gets its own: the channel's tool bar. */
  colours: { background: string; color: string };
}

const TYPE_KEYS = Object.entries(MENU_TYPE) as [keyof typeof MENU_TYPE, ChatMenu['menuType']][];

export function MenuEntryFields({ menu, index, onMenu, problems, colours }: Props) {
  const t = useT();
  const at = `chatMenuConfigList.${index}`;
  const problem = (field: string) => problemAt(problems, `${at}.${field}`);
  const field = menuTypeField(menu.menuType);
  const { question, answer } = autoAnswerParts(menu.msgText);
  const ownColours = menu.background !== undefined || menu.color !== undefined;

  return (
    <div class="content-entry">
      <div class="content-entry__row">
        <Choice
          path={`${at}.menuType`}
          label={t('channelContent.menus.type')}
          help={t('channelContent.menus.typeHelp')}
          value={menu.menuType}
          options={TYPE_KEYS.map(([key, value]) => ({ value, label: t(`channelContent.menus.types.${key}`) }))}
          onValue={(menuType) => onMenu(withMenuType(menu, menuType))}
        />
        <TextInput
          path={`${at}.menuName`}
          label={t('channelContent.menus.name')}
          help={t('channelContent.menus.nameHelp', { max: CONTENT_LIMITS.menuName })}
          value={menu.menuName}
          maxLength={CONTENT_LIMITS.menuName}
          problem={problem('menuName') ?? problem('id')}
          onValue={(menuName) => onMenu({ ...menu, menuName })}
        />
      </div>
      {field == 'msgText' && (
        <TextArea
          path={`${at}.msgText`}
          label={t('channelContent.menus.question')}
          help={t('channelContent.menus.questionHelp', { max: CONTENT_LIMITS.menuText })}
          value={menu.msgText ?? ''}
          rows={2}
          maxLength={CONTENT_LIMITS.menuText}
          problem={problem('msgText')}
          onValue={(msgText) => onMenu({ ...menu, msgText })}
        />
      )}
      {field == 'labelLink' && (
        <TextInput
          path={`${at}.labelLink`}
          type="url"
          label={t('channelContent.menus.link')}
          help={t('channelContent.menus.linkHelp', { max: CONTENT_LIMITS.url })}
          value={menu.labelLink ?? ''}
          maxLength={CONTENT_LIMITS.url}
          problem={problem('labelLink')}
          onValue={(labelLink) => onMenu({ ...menu, labelLink: labelLink.trim() })}
        />
      )}
      {field == 'autoAnswer' && (
        <>
          <TextInput
            path={`${at}.msgText`}
            label={t('channelContent.menus.autoQuestion')}
            help={t('channelContent.menus.autoQuestionHelp')}
            value={question}
            maxLength={CONTENT_LIMITS.menuText}
            problem={problem('msgText')}
            onValue={(typed) => onMenu({ ...menu, msgText: autoAnswerText(typed, answer) })}
          />
          <TextArea
            path={`${at}.autoAnswer`}
            label={t('channelContent.menus.autoAnswer')}
            help={t('channelContent.menus.autoAnswerHelp', { max: CONTENT_LIMITS.menuText })}
            value={answer}
            rows={2}
            maxLength={CONTENT_LIMITS.menuText}
            onValue={(typed) => onMenu({ ...menu, msgText: autoAnswerText(question, typed) })}
          />
        </>
      )}
      <Toggle
        path={`${at}.ownColours`}
        label={t('channelContent.menus.ownColours')}
        help={t('channelContent.menus.ownColoursHelp')}
        value={ownColours ? 1 : 0}
        onValue={(on) => {
          const { background: _background, color: _color, ...rest } = menu;
          onMenu(on ? { ...rest, ...colours } : rest);
        }}
      />
      {ownColours && (
        <div class="content-entry__row">
          <ColourInput
            path={`${at}.background`}
            label={t('channelContent.menus.background')}
            help={t('channelContent.menus.backgroundHelp')}
            value={menu.background ?? colours.background}
            problem={problem('background')}
            onValue={(background) => onMenu({ ...menu, background })}
          />
          <ColourInput
            path={`${at}.color`}
            label={t('channelContent.menus.color')}
            help={t('channelContent.menus.colorHelp')}
            value={menu.color ?? colours.color}
            problem={problem('color')}
            onValue={(color) => onMenu({ ...menu, color })}
          />
        </div>
      )}
    </div>
  );
}
