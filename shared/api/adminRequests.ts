// The admin API (`/api/admin/<call>`, header `token` from the agent API's login): what an owner
// or an admin sends to configure their tenant. Every call checks the caller's role and tenant on
// the server (docs/decisions.md#roles); `tenantId`, where a call takes it, is for owners: an
// admin may leave it out or name their own tenant, and anything else answers 403.
import { type Static, type TProperties, type TSchema, Type } from 'typebox';
import { LOGIN_PATTERN, ROLES, TENANT_ID_PATTERN } from '../accounts';
import { Maybe, OneOf, RowId, Text } from './schemaParts';

/**
 * A body of the admin API holds only the fields its call knows: a misspelt or misplaced one
 * (`disabled` sent to updateAccount) would otherwise be dropped, and the call answer success
 * for a change it did not make.
 */
const Fields = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

const TenantId = Type.String({ pattern: TENANT_ID_PATTERN, maxLength: 32 });
const AdminId = RowId;
const GroupIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 });

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
} satisfies Record<string, TSchema>;

export type AdminCall = keyof typeof ADMIN_REQUESTS;
export type AdminRequest<C extends AdminCall> = Static<(typeof ADMIN_REQUESTS)[C]>;
