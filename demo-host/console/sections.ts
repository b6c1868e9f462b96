// The console's sections and their paths under /console/.
export const CONSOLE_BASE = '/console';

export const SECTIONS = {
  chats: '/',
  leaveMessages: '/leave-messages',
  workOrders: '/work-orders',
  ratings: '/ratings',
  /** Owners and admins: the tenant's accounts. */
  team: '/team',
  settings: '/settings',
} as const;
