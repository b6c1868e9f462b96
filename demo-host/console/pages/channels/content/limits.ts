// The limits of the content fields the console edits, read from the schemas that hold them
// (shared/api/channel.ts, shared/api/adminRequests.ts), so a help text and a maxLength never
// say another number than the server checks.

import {
  ADMIN_REQUESTS,
  EvaluateConfigSchema,
  EvaluateStarSchema,
  TemplateFieldSchema,
} from '@shared/api/adminRequests';
import { CHANNEL_LIMITS, ChannelSettingsSchema } from '@shared/api/channel';
import type { TSchema } from 'typebox';

/** A schema's `maxLength` (a string) or `maxItems` (an array): the schemas above always set them. */
function limitOf(schema: TSchema, key: 'maxLength' | 'maxItems'): number {
  const limit = (schema as { maxLength?: number; maxItems?: number })[key];
  if (limit === undefined) throw new Error(`the schema has no ${key}`);
  return limit;
}
const length = (schema: TSchema) => limitOf(schema, 'maxLength');
const items = (schema: TSchema) => limitOf(schema, 'maxItems');

const settings = ChannelSettingsSchema.properties;
const menu = settings.chatMenuConfigList.items.properties;
const autoTip = settings.autoTipList.items.properties;
const form = settings.userForm.properties;
const formEntry = form.formList.items.properties;
const sideBar = settings.sideBarConfig.properties;
const star = EvaluateStarSchema.properties;
const template = ADMIN_REQUESTS.saveTemplate.properties;

export const CONTENT_LIMITS = {
  menus: CHANNEL_LIMITS.menus,
  menuName: CHANNEL_LIMITS.menuName,
  menuText: length(menu.msgText),
  url: CHANNEL_LIMITS.url,
  autoTips: CHANNEL_LIMITS.autoTips,
  autoTipTitle: length(autoTip.autoTip),
  autoTipButtons: CHANNEL_LIMITS.autoTipButtons,
  autoTipButton: length(autoTip.btnList.items.properties.value),
  faqDocs: CHANNEL_LIMITS.faqDocs,
  formTitle: length(form.formTitle),
  formEntries: CHANNEL_LIMITS.formEntries,
  formEntryName: length(formEntry.name),
  formOptions: CHANNEL_LIMITS.formOptions,
  formOption: length(formEntry.options.items.properties.label),
  sideBarWidth: CHANNEL_LIMITS.sideBarWidth,
  sideBarLinks: CHANNEL_LIMITS.sideBarLinks,
  sideBarLinkName: length(sideBar.quickList.items.properties.name),
  sideBarQuestions: CHANNEL_LIMITS.sideBarQuestions,
  sideBarQuestion: length(sideBar.questionList.items.properties.question),
  sideBarAnswer: length(sideBar.questionList.items.properties.answer),
  sideBarAds: CHANNEL_LIMITS.sideBarAds,
  richText: CHANNEL_LIMITS.richText,
  starLabels: items(star.select),
  starLabel: length(star.select.items.properties.name),
  levelTag: length(star.levelTag),
  levelGuide: length(star.levelGuideMsg),
  evaluateGuide: length(star.evaluateGuideMsg),
  robotTags: items(EvaluateConfigSchema.properties.robotTags),
  robotTag: length(EvaluateConfigSchema.properties.robotTags.items),
  templateName: length(template.name),
  templateFields: items(template.items),
  fieldName: length(TemplateFieldSchema.properties.fieldName),
  fieldValue: length(TemplateFieldSchema.properties.fieldValue),
  typeName: length(ADMIN_REQUESTS.saveWorkOrderType.properties.name),
} as const;
