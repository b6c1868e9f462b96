// The demo team's saved replies: what Northwind Outfitters' agents type most, in the words
// of the shop's knowledge base (robot/demoKnowledgeBase.en.ts), so robot and agents agree.
import type { SavedReplyFields } from '@shared/savedReplies';

export const DEMO_SAVED_REPLIES: SavedReplyFields[] = [
  {
    shortcut: 'greeting',
    title: 'Greeting',
    text: 'Hi, thanks for reaching out to Northwind Outfitters! How can I help you today?',
  },
  {
    shortcut: 'order-number',
    title: 'Ask for the order number',
    text: 'Could you tell me your order number? You will find it in the confirmation email we sent when you ordered.',
  },
  {
    shortcut: 'shipping',
    title: 'Shipping times',
    text:
      'Orders placed before 2 pm ET on a business day ship the same day. Standard delivery takes 3–5 business days, ' +
      'Express 1–2 business days; Alaska and Hawaii can take 2–3 extra days.',
  },
  {
    shortcut: 'shipping-cost',
    title: 'Shipping costs',
    text: 'Standard shipping is free on US orders over $50 (after discounts, before tax). Under $50 it is a $5.95 flat rate, and Express is $14.95.',
  },
  {
    shortcut: 'returns',
    title: 'How to return an item',
    text:
      'You can return unused items with their original tags within 30 days of delivery for a full refund. ' +
      'Go to Account › Orders, choose the order and select Return items, then print the prepaid label and drop the box at any UPS location.',
  },
  {
    shortcut: 'refund',
    title: 'When the refund arrives',
    text: 'We refund to your original payment method within 3–5 business days after your return reaches our warehouse, and we email you when we do.',
  },
  {
    shortcut: 'password',
    title: 'Password reset',
    text:
      'Choose "Forgot password?" on the sign-in page and enter your email: the reset link is valid for 60 minutes. ' +
      'If nothing arrives within a few minutes, please check your spam folder.',
  },
  {
    shortcut: 'closing',
    title: 'Closing',
    text: 'Is there anything else I can help you with? Thanks for shopping with Northwind Outfitters, and have a great day!',
  },
];
