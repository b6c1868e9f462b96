// The console's sections and their paths under /console/: the console routes by them, and the
// server's mails link to them.
export const CONSOLE_BASE = '/console';

export const SECTIONS = {
  chats: '/',
  leaveMessages: '/leave-messages',
  workOrders: '/work-orders',
  ratings: '/ratings',
  /** Owners and admins: the tenant's accounts. */
  team: '/team',
  /** Owners and admins: the tenant's channels, each with its editor at /channels/<id>/<tab>. */
  channels: '/channels',
  /** Owners and admins: the robot's knowledge base, its tabs at /knowledge/<tab>. */
  knowledge: '/knowledge',
  /** Owners and admins: the tenant's mail settings and its outbox. */
  mail: '/mail',
  /** Owners and admins: the tenant's webhooks, each with its secret and its delivery log. */
  webhooks: '/webhooks',
  settings: '/settings',
} as const;
