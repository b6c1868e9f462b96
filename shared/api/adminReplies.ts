// What each admin call answers (`data` of the envelope).
import type { Role } from '../accounts';
import type { ChannelSettings } from './channel';
import type { KnowledgeEntry, RobotTrial, SynonymGroups } from './knowledge';
import type { MailSettings, MailStatus, OutboxCounts, OutboxItem, Webhook } from './outgoing';
import type { AgentCard, EvaluateInfo, TemplateField } from './replies';

/** An account as admins see it: never its password or token. */
export interface Account {
  adminId: number;
  tenantId: string;
  login: string;
  role: Role;
  card: AgentCard;
  groupIds: number[];
  maxSessions: number;
  disabled: boolean;
  online: boolean;
}

/** A one-time link for a person to choose a password (console URL, token in the fragment). */
export interface PasswordLink {
  link: string;
  expiresAt: number;
}

export interface Tenant {
  tenantId: string;
  name: string;
  createdAt: number;
}

/** A channel as the console's list shows it. */
export interface ChannelSummary {
  channelId: string;
  tenantId: string;
  channelName: string;
  mainColor: string;
  language: string;
  disabled: boolean;
  /** The newest saved version. */
  version: number;
  updatedAt: number;
  /** The login of who saved it last. */
  updatedBy: string;
}

/** A channel to edit: its settings at `version`, and whether it has an identity secret. */
export interface EditedChannel {
  channel: ChannelSummary;
  settings: ChannelSettings;
  hasSecret: boolean;
}

/** One saved version: who, when, and the settings' fields that changed from the version before. */
export interface ChannelVersion {
  version: number;
  savedAt: number;
  savedBy: string;
  /** Top-level settings fields; every field for the first version. */
  changed: string[];
}

/** A host page the widget was opened on for a channel (the last page of each origin). */
export interface ChannelSighting {
  origin: string;
  /** The last page of that origin, '' when the widget has not been told one */
  pageUrl: string;
  lastSeenAt: number;
  /** Widget loads counted since the first. */
  loads: number;
}

export interface TenantGroup {
  groupId: number;
  groupName: string;
  channelIds: string[];
}

export interface WorkOrderType {
  typeId: number;
  name: string;
  templateId: number | null;
}

export interface FieldTemplateSetup {
  templateId: number;
  name: string;
  items: TemplateField[];
}

export interface AdminReplies {
  accounts: { list: Account[] };
  addAccount: { account: Account; passwordLink: PasswordLink };
  updateAccount: { account: Account };
  setAccountDisabled: { account: Account };
  passwordLink: PasswordLink;
  tenants: { list: Tenant[] };
  addTenant: { tenant: Tenant };
  channels: { list: ChannelSummary[] };
  channel: EditedChannel;
  addChannel: EditedChannel;
  saveChannel: EditedChannel;
  duplicateChannel: EditedChannel;
  setChannelDisabled: { channel: ChannelSummary };
  deleteChannel: { channelId: string };
  channelVersions: { list: ChannelVersion[] };
  restoreChannel: EditedChannel;
  /** Shown once: the server keeps it, no call answers it again. */
  rotateChannelSecret: { secret: string };
  channelSightings: { list: ChannelSighting[] };
  groups: { list: TenantGroup[] };
  knowledgeDocs: { list: { docId: number; question: string; lang: string }[] };
  knowledgeBase: { docs: KnowledgeEntry[] };
  saveKnowledgeDoc: KnowledgeEntry;
  deleteKnowledgeDoc: { docId: number };
  /** With any problem nothing is saved: problems name the row (1 = the first document) and the field. */
  importKnowledge: {
    added: number;
    updated: number;
    removed: number;
    /** The languages whose synonyms or questions not covered the file changed. */
    lists: string[];
    problems: { row: number; message: string }[];
  };
  /** And each language's questions that no document answers. */
  synonyms: { byLang: Record<string, SynonymGroups>; notCovered: Record<string, string[]> };
  saveSynonyms: { lang: string; groups: SynonymGroups };
  saveNotCovered: { lang: string; questions: string[] };
  tryRobot: RobotTrial;
  mailSettings: { settings: MailSettings; status: MailStatus; counts: OutboxCounts };
  saveMailSettings: { settings: MailSettings };
  outbox: { list: OutboxItem[]; counts: OutboxCounts };
  retryOutbox: { item: OutboxItem };
  /** allowPrivate: the operator lets webhooks reach private and loopback addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhooks: { list: Webhook[]; allowPrivate: boolean };
  saveWebhook: Webhook;
  deleteWebhook: { id: number };
  rotateWebhookSecret: Webhook;
  testWebhook: { item: OutboxItem };
  evaluateConfig: { config: EvaluateInfo };
  saveEvaluateConfig: { config: EvaluateInfo };
  workOrderSetup: { types: WorkOrderType[]; templates: FieldTemplateSetup[] };
  saveTemplate: FieldTemplateSetup;
  saveWorkOrderType: WorkOrderType;
}
