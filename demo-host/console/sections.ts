// The console's sections and their paths under /console/.
export const SECTIONS = {
  chats: '/',
  leaveMessages: '/leave-messages',
  workOrders: '/work-orders',
  ratings: '/ratings',
} as const;
