// The admin API (`/api/admin/<call>`, header `token` from the agent API's login): what an owner
// or an admin sends to configure their tenant. Every call checks the caller's role and tenant on
// the server (docs/decisions.md#roles); `tenantId`, where a call takes it, is for owners: an
// admin may leave it out or name their own tenant, and anything else answers 403.
import { type Static, type TProperties, type TSchema, Type } from 'typebox';
import { LOGIN_PATTERN, ROLES, TENANT_ID_PATTERN } from '../accounts';
import { FIELD_TYPE } from '../codes';
import { CHANNEL_LANGUAGES, CHANNEL_LIMITS, ChannelSettingsSchema, Colour } from './channel';
import {
  KNOWLEDGE_LIMITS,
  KnowledgeDocInputSchema,
  KnowledgeFileFormatSchema,
  KnowledgeLangSchema,
  NotCoveredSchema,
  SynonymGroupsSchema,
} from './knowledge';
import { TEXT_LIMITS } from './limits';
import { MailSettingsSchema, OUTBOX_STATES, WebhookInputSchema } from './outgoing';
import { Count, Maybe, OneOf, RowId, Text } from './schemaParts';

/**
 * A body of the admin API holds only the fields its call knows: a misspelt or misplaced one
 * (`disabled` sent to updateAccount) would otherwise be dropped, and the call answer success
 * for a change it did not make.
 */
const Fields = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

const TenantId = Type.String({ pattern: TENANT_ID_PATTERN, maxLength: 32 });
const AdminId = RowId;
const GroupIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 });
/** A channel's id: what the snippet's data-channel-id names, so letters, digits, `-` and `_`. */
export const CHANNEL_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$';
const ChannelId = Type.String({ pattern: CHANNEL_ID_PATTERN, maxLength: 40 });
const ChannelName = Text(CHANNEL_LIMITS.name, 1);
/** A saved version of a channel (channelVersions): 1 for its creation, one more per save. */
const Version = RowId;

const Flag = OneOf([0, 1] as const);

/** A star of the rating form: its labels, guide texts, and whether a comment and a label are required. */
export const EvaluateStarSchema = Fields({
  star: Count(1, 5),
  select: Type.Array(Fields({ name: Text(30, 1), value: Text(30, 1) }), { maxItems: 10 }),
  levelTag: Text(400),
  levelGuideMsg: Text(60),
  evaluateGuideMsg: Text(100),
  evaluateMsgRequired: Flag,
  levelTagRequired: Flag,
});

/** A tenant's rating configuration (getEvaluateInfo answers it to every channel of the tenant). */
export const EvaluateConfigSchema = Fields({
  starList: Type.Array(EvaluateStarSchema, { minItems: 5, maxItems: 5 }),
  scoreList: Type.Array(Fields({ score: Count(1, 5), name: Text(30, 1) }), { maxItems: 5 }),
  evaluateModel: Count(0, 9),
  evaluateAdminSolve: Flag,
  robotTags: Type.Array(Text(30, 1), { minItems: 1, maxItems: 8 }),
  agentTags: Type.Array(Text(30, 1), { minItems: 1, maxItems: 8 }),
});

/** A custom field of a work-order type or a card form: the spec's 9 field types. */
export const TemplateFieldSchema = Fields({
  fieldId: Count(1, 1_000_000),
  fieldName: Text(60, 1),
  fieldType: OneOf(Object.values(FIELD_TYPE)),
  requiredStatus: Flag,
  /** JSON text of the options, each with name (and children for the cascader); '' for the others */
  fieldValue: Text(20_000),
});

/** The fields of an agent's card the visitor may see (getAdminCard); the name is required. */
export const CardFields = Fields({
  adminNick: Text(40, 1),
  adminFace: Maybe(Text(500)),
  adminCardSign: Maybe(Text(100)),
  adminCardTel: Maybe(Text(40)),
  adminCardMobile: Maybe(Text(40)),
  adminCardEmail: Maybe(Text(120)),
  adminCardQq: Maybe(Text(40)),
  adminCardWechat: Maybe(Text(40)),
});

export const ADMIN_REQUESTS = {
  /** The accounts of a tenant (the caller's, or for an owner the one named), disabled ones too. */
  accounts: Fields({ tenantId: Maybe(TenantId) }),
  /**
   * A new account with no password: the reply carries a one-time link (PASSWORD_LINK_TTL_MS)
   * where its person chooses one. Admins add agents and admins; only owners add owners.
   */
  addAccount: Fields({
    tenantId: Maybe(TenantId),
    login: Type.String({ pattern: LOGIN_PATTERN, maxLength: 64 }),
    role: OneOf(ROLES),
    card: CardFields,
    groupIds: Maybe(GroupIds),
    maxSessions: Maybe(Type.Integer({ minimum: 1, maximum: 50 })),
  }),
  /** Changes an account's card, groups, load or role; what is left out stays. */
  updateAccount: Fields({
    adminId: AdminId,
    role: Maybe(OneOf(ROLES)),
    card: Maybe(CardFields),
    groupIds: Maybe(GroupIds),
    maxSessions: Maybe(Type.Integer({ minimum: 1, maximum: 50 })),
  }),
  /** Disabled: the account's token stops working at once and its open conversations go back to the queue. */
  setAccountDisabled: Fields({ adminId: AdminId, disabled: Type.Boolean() }),
  /** A one-time link where the account's person chooses a new password; the old one keeps working until then. */
  passwordLink: Fields({ adminId: AdminId }),
  /** Owners: every tenant; admins: their own. */
  tenants: Fields({}),
  /** Owners only. */
  addTenant: Fields({ tenantId: TenantId, name: Text(80, 1) }),

  // Channels (docs/http-api.md#channels). Deleted channels are gone from every call but their conversations.
  /** The tenant's channels, disabled ones too. */
  channels: Fields({ tenantId: Maybe(TenantId) }),
  /** One channel's settings, to edit, and the version they are. */
  channel: Fields({ channelId: ChannelId }),
  /**
   * A new channel from the product's defaults (shared/channelConfig.ts) and the first answers of
   * the console's walk-through; its id is made from the name unless given.
   */
  addChannel: Fields({
    tenantId: Maybe(TenantId),
    channelId: Maybe(ChannelId),
    channelName: ChannelName,
    mainColor: Maybe(Colour),
    language: Maybe(OneOf(CHANNEL_LANGUAGES)),
    robotWelcomeMsg: Maybe(Text(CHANNEL_LIMITS.richText)),
  }),
  /**
   * Saves every setting. `version` is the one the draft started from: a save over a newer
   * version (another tab, another admin) answers 409 and loses nothing.
   */
  saveChannel: Fields({ channelId: ChannelId, version: Version, settings: ChannelSettingsSchema }),
  /** A copy with every setting but the identity secret, under a new name (and id). */
  duplicateChannel: Fields({ channelId: ChannelId, channelName: ChannelName, newChannelId: Maybe(ChannelId) }),
  /** A disabled channel draws no bubble and starts no chat; its conversations stay. */
  setChannelDisabled: Fields({ channelId: ChannelId, disabled: Type.Boolean() }),
  /** Gone for visitors and from the lists; its conversations, messages and versions stay readable. */
  deleteChannel: Fields({ channelId: ChannelId }),
  /** The last saved versions, newest first: who, when, which fields. */
  channelVersions: Fields({ channelId: ChannelId }),
  /** Saves an earlier version's settings as the newest (a save like any other). */
  restoreChannel: Fields({ channelId: ChannelId, version: Version, restore: Version }),
  /** A new secret for identity verification (userHash), answered once; the old one stops at once. */
  rotateChannelSecret: Fields({ channelId: ChannelId }),
  /** Where the widget was last seen for this channel: host origins and pages. */
  channelSightings: Fields({ channelId: ChannelId }),
  /** The tenant's groups across its channels, for an account's groups. */
  groups: Fields({ tenantId: Maybe(TenantId) }),
  /** The knowledge base's documents a FAQ menu may list. */
  knowledgeDocs: Fields({ tenantId: Maybe(TenantId) }),

  // The robot's knowledge base (docs/console.md#knowledge)
  /** Every document of the tenant, in every language. */
  knowledgeBase: Fields({ tenantId: Maybe(TenantId) }),
  /** doc.docId 0: a new document. */
  saveKnowledgeDoc: Fields({ tenantId: Maybe(TenantId), doc: KnowledgeDocInputSchema }),
  deleteKnowledgeDoc: Fields({ tenantId: Maybe(TenantId), docId: Count(1, 1e9) }),
  /** A CSV or JSON file (as the export writes it). merge: add and update; replace: also remove the documents the file lacks. */
  importKnowledge: Fields({
    tenantId: Maybe(TenantId),
    format: KnowledgeFileFormatSchema,
    text: Text(KNOWLEDGE_LIMITS.importChars, 1),
    mode: OneOf(['merge', 'replace'] as const),
  }),
  /** The tenant's synonyms, every language. */
  synonyms: Fields({ tenantId: Maybe(TenantId) }),
  saveSynonyms: Fields({ tenantId: Maybe(TenantId), lang: KnowledgeLangSchema, groups: SynonymGroupsSchema }),
  /** Replaces the language's questions that no document answers. */
  saveNotCovered: Fields({ tenantId: Maybe(TenantId), lang: KnowledgeLangSchema, questions: NotCoveredSchema }),
  /** What the robot would answer, without a conversation: with a channel, as its visitors meet it. */
  tryRobot: Fields({
    tenantId: Maybe(TenantId),
    question: Text(TEXT_LIMITS.robotQuestion, 1),
    channelId: Maybe(ChannelId),
    /** The visitor's locale to pretend. */
    locale: Maybe(KnowledgeLangSchema),
    /** The visitor's previous question to pretend: a follow-up ("do they expire?") is read after it. */
    previousQuestion: Maybe(Text(TEXT_LIMITS.robotQuestion, 1)),
  }),

  // Mail and webhooks (docs/notifications.md)
  /** The tenant's mail settings, whether the server can send (SMTP_URL) and the outbox's depth. */
  mailSettings: Fields({ tenantId: Maybe(TenantId) }),
  saveMailSettings: Fields({ tenantId: Maybe(TenantId), settings: MailSettingsSchema }),
  /** The tenant's outbox, newest first: mails and webhook deliveries with their state, never their bodies. */
  outbox: Fields({
    tenantId: Maybe(TenantId),
    kind: Maybe(OneOf(['mail', 'webhook'] as const)),
    state: Maybe(OneOf(OUTBOX_STATES)),
    webhookId: Maybe(RowId),
  }),
  /** A failed row tried again now, with its attempts counted afresh. */
  retryOutbox: Fields({ tenantId: Maybe(TenantId), id: RowId }),
  webhooks: Fields({ tenantId: Maybe(TenantId) }),
  /** webhook.id 0 adds one, with a new secret. Only http(s) URLs; private addresses only where the operator allows them. */
  saveWebhook: Fields({ tenantId: Maybe(TenantId), webhook: WebhookInputSchema }),
  deleteWebhook: Fields({ tenantId: Maybe(TenantId), id: RowId }),
  rotateWebhookSecret: Fields({ tenantId: Maybe(TenantId), id: RowId }),
  /** Queues a `ping` event to this webhook, through the outbox like any other. */
  testWebhook: Fields({ tenantId: Maybe(TenantId), id: RowId }),

  // The tenant's rating form and work-order types (every channel of the tenant uses them)
  evaluateConfig: Fields({ tenantId: Maybe(TenantId) }),
  saveEvaluateConfig: Fields({ tenantId: Maybe(TenantId), config: EvaluateConfigSchema }),
  /** Work-order types and the field templates (custom fields, card forms) they use. */
  workOrderSetup: Fields({ tenantId: Maybe(TenantId) }),
  /** templateId 0: a new template. */
  saveTemplate: Fields({
    tenantId: Maybe(TenantId),
    templateId: Count(0, 1_000_000),
    name: Text(60, 1),
    items: Type.Array(TemplateFieldSchema, { maxItems: 30 }),
  }),
  /** typeId 0: a new type. */
  saveWorkOrderType: Fields({
    tenantId: Maybe(TenantId),
    typeId: Count(0, 1_000_000),
    name: Text(60, 1),
    templateId: Maybe(Count(1, 1_000_000)),
  }),
} satisfies Record<string, TSchema>;

export type AdminCall = keyof typeof ADMIN_REQUESTS;
export type AdminRequest<C extends AdminCall> = Static<(typeof ADMIN_REQUESTS)[C]>;
