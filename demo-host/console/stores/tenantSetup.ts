// What a tenant sets once for every channel: its rating form (the stars' labels and guide texts,
// the robot's labels) and its work-order types with the field templates they use (a template is
// also a card form, which a link card opens). Loaded when the Rating or Leave-messages tab first
// needs them; each save answers the saved value, which replaces the one shown.
import type { AdminReplies, EvaluateInfo, EvaluateStar, FieldTemplateSetup, WorkOrderType } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { STAR_MAX, STAR_MIN } from '@shared/constants';
import { callAdmin } from '../api/agentClient';
import { tenantScoped } from './tenantScoped';

export type EvaluateConfig = AdminRequest<'saveEvaluateConfig'>['config'];
export type TemplateDraft = Omit<AdminRequest<'saveTemplate'>, 'tenantId'>;
export type WorkOrderTypeDraft = Omit<AdminRequest<'saveWorkOrderType'>, 'tenantId'>;
export type WorkOrderSetup = AdminReplies['workOrderSetup'];

const rating = tenantScoped(async (tenantId) => (await callAdmin('evaluateConfig', { tenantId })).config);
const workOrders = tenantScoped<WorkOrderSetup>((tenantId) => callAdmin('workOrderSetup', { tenantId }));

/** The tenant's rating form; undefined until loaded. */
export const $evaluateConfig = rating.$value;
export const loadEvaluateConfig = rating.load;
/** The tenant's work-order types and field templates; undefined until loaded. */
export const $workOrderSetup = workOrders.$value;
export const loadWorkOrderSetup = workOrders.load;

const blankStar = (star: number): EvaluateStar => ({
  star,
  select: [],
  levelTag: '',
  levelGuideMsg: '',
  evaluateGuideMsg: '',
  evaluateMsgRequired: 0,
  levelTagRequired: 0,
});

/** A star as the schema takes it: its fields only, whatever else an answer carried. */
const starBody = (star: EvaluateStar): EvaluateConfig['starList'][number] => ({
  star: star.star,
  select: star.select.map(({ name, value }) => ({ name, value })),
  levelTag: star.levelTag,
  levelGuideMsg: star.levelGuideMsg,
  evaluateGuideMsg: star.evaluateGuideMsg,
  evaluateMsgRequired: star.evaluateMsgRequired,
  levelTagRequired: star.levelTagRequired,
});

/**
 * The rating form as saveEvaluateConfig takes it: one entry per star from 1 to 5 in order (a
 * star the configuration lacks is blank), and only the fields its schema knows.
 */
export function evaluateConfigOf(info: EvaluateInfo): EvaluateConfig {
  const stars = Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_, index) => STAR_MIN + index);
  return {
    starList: stars.map((star) => starBody(info.starList.find((entry) => entry.star == star) ?? blankStar(star))),
    scoreList: info.scoreList.map(({ score, name }) => ({ score, name })),
    evaluateModel: info.evaluateModel,
    evaluateAdminSolve: info.evaluateAdminSolve,
    robotTags: [...info.robotTags],
    agentTags: [...info.agentTags],
  };
}

/** Saves the tenant's rating form; every channel of the tenant shows it from the next rating. */
export async function saveEvaluateConfig(tenantId: string, info: EvaluateInfo): Promise<EvaluateInfo> {
  const { config } = await callAdmin('saveEvaluateConfig', { tenantId, config: evaluateConfigOf(info) });
  rating.set(tenantId, config);
  return config;
}

/** The list with `saved` in place of the entry of the same id, or after the others when it is new. */
function upsert<T>(list: readonly T[], saved: T, same: (entry: T) => boolean): T[] {
  return list.some(same) ? list.map((entry) => (same(entry) ? saved : entry)) : [...list, saved];
}

/** A new template (templateId 0) or a change to one. */
export async function saveTemplate(tenantId: string, template: TemplateDraft): Promise<FieldTemplateSetup> {
  const saved = await callAdmin('saveTemplate', { tenantId, ...template });
  const shown = workOrders.$value.get();
  if (shown?.tenantId == tenantId)
    workOrders.set(tenantId, {
      ...shown.value,
      templates: upsert(shown.value.templates, saved, (entry) => entry.templateId == saved.templateId),
    });
  return saved;
}

/** A new work-order type (typeId 0) or a change to one. */
export async function saveWorkOrderType(tenantId: string, type: WorkOrderTypeDraft): Promise<WorkOrderType> {
  const saved = await callAdmin('saveWorkOrderType', { tenantId, ...type });
  const shown = workOrders.$value.get();
  if (shown?.tenantId == tenantId)
    workOrders.set(tenantId, {
      ...shown.value,
      types: upsert(shown.value.types, saved, (entry) => entry.typeId == saved.typeId),
    });
  return saved;
}
