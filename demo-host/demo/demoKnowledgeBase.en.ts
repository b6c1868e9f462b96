// The English knowledge base of the demo shop "Northwind Outfitters" (outdoor gear):
// free shipping over $50, 30-day returns, 2-year warranty. The first ten docs are the
// most asked questions; they make the default FAQ menu.
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_EN: KnowledgeDoc[] = [
  // ---- The default FAQ menu (first ten) ------------------------------------------------
  {
    docId: 1001,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'How much does shipping cost?',
    similar: [
      'Is shipping free?',
      'What are your delivery charges?',
      'Postage costs',
      'Is shipping free on orders over $50?',
      'How much do I need to spend to get free shipping?',
      'What is the extra charge for express shipping?',
      'Shipping cost for orders under $50',
    ],
    answer:
      '<p><strong>Standard shipping is free on orders over $50</strong> (after discounts, before tax) to any US address.</p>' +
      '<ul><li>Orders under $50: $5.95 flat rate</li><li>Express (1–2 business days): $14.95</li></ul>',
    docPattern: 2,
    buttons: [{ value: 'How long does delivery take?' }, { value: 'Do you ship internationally?' }],
  },
  {
    docId: 1002,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'How long does delivery take?',
    similar: [
      'When will my order arrive?',
      'How many days until it gets here?',
      'How fast is shipping?',
      'Do you offer express or next-day delivery?',
      'How long will it take to get my items?',
      'Delivery time to Alaska or Hawaii',
      'Orders placed today: when do they ship?',
    ],
    answer:
      '<p>Orders placed before 2 pm ET on a business day ship the same day.</p>' +
      '<ul><li>Standard: 3–5 business days</li><li>Express: 1–2 business days</li></ul>' +
      '<p>Alaska and Hawaii can take 2–3 extra days.</p>',
    docPattern: 1,
  },
  {
    docId: 1003,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'What is your return policy?',
    similar: [
      'Can I return something I bought?',
      'How many days do I have to return an item?',
      'Return deadline',
      'Can I still return an unused item with the tags on?',
    ],
    answer:
      '<p>You can return unused items with their original tags <strong>within 30 days of delivery</strong> for a full refund.</p>' +
      '<p>Gear that turns out to be defective after that is covered by our 2-year warranty.</p>',
    docPattern: 2,
    buttons: [{ value: 'How do I start a return?' }, { value: 'When will I get my refund?' }],
  },
  {
    docId: 1004,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'How can I track my order?',
    similar: [
      'Where is my package?',
      'Tracking number for my shipment',
      'Order status',
      'Track a guest order',
      'Has my order shipped yet?',
    ],
    answer:
      '<p>When your order ships we email you a tracking link. You can also find it under <strong>Account › Orders</strong>, ' +
      'or look up a guest order with your order number and email on the <a href="' +
      SHOP +
      '/orders/track">order tracking page</a>.</p><p>Tracking can take up to 24 hours to show the first scan.</p>',
    docPattern: 1,
  },
  {
    docId: 1005,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'Which payment methods do you accept?',
    similar: [
      'Can I pay with PayPal?',
      'Do you take Apple Pay or Google Pay?',
      'What cards can I use?',
      'Can I pay with a credit card like Visa or Amex?',
    ],
    answer:
      '<p>We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Northwind gift cards.</p>' +
      '<p>You can also split a purchase into 4 interest-free payments with Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 1006,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'What does the 2-year warranty cover?',
    similar: [
      'Is my gear under warranty?',
      'How long is the warranty?',
      'Warranty coverage for defects',
      'Is peeling or delaminating fabric covered?',
    ],
    answer:
      '<p>Every Northwind product is covered for <strong>2 years from the date of purchase</strong> against defects in materials and workmanship: ' +
      'failed seams, broken zippers, delaminating fabric, faulty buckles.</p>' +
      '<p>It does not cover normal wear and tear, accidents, misuse or alterations.</p>',
    docPattern: 2,
    buttons: [{ value: 'How do I make a warranty claim?' }],
  },
  {
    docId: 1007,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Can I cancel my order?',
    similar: [
      'I want to cancel a purchase',
      'Stop my order before it ships',
      'Cancel order',
      'Cancel an order I just placed',
    ],
    answer:
      '<p>You can cancel within <strong>1 hour</strong> of placing the order, as long as it still shows "Received": go to Account › Orders and choose <strong>Cancel order</strong>.</p>' +
      '<p>Once it is processing or shipped it can no longer be cancelled, but you can return it for free within 30 days.</p>',
    docPattern: 1,
  },
  {
    docId: 1008,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'When will I get my refund?',
    similar: [
      'How long do refunds take?',
      'I returned an item but have not been refunded',
      'Refund status',
      'Still waiting for my refund after my return',
      'When does the money come back to my card?',
    ],
    answer:
      '<p>We refund to your original payment method within <strong>3–5 business days</strong> after your return reaches our warehouse, and email you when we do.</p>' +
      '<p>Your bank may take another 5–10 days to show it.</p>',
    docPattern: 1,
  },
  {
    docId: 1009,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'How do I reset my password?',
    similar: ['I forgot my password', 'Cannot log in to my account', 'Password reset link'],
    answer:
      '<p>Choose <strong>Forgot password?</strong> on the <a href="' +
      SHOP +
      '/account/login">sign-in page</a> and enter your email. The reset link is valid for 60 minutes.</p>' +
      '<p>No email after a few minutes? Check your spam folder.</p>',
    docPattern: 1,
  },
  {
    docId: 1010,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Can I change the shipping address on my order?',
    similar: [
      'I entered the wrong address',
      'Update delivery address after ordering',
      'Send my order to a different address',
      'Correct the address on my order',
      'I moved, ship my order to my new address',
    ],
    answer:
      '<p>If your order has not started processing (about 1 hour after ordering), we can update the address: reply to your confirmation email or ask us here.</p>' +
      '<p>If it has shipped, use the carrier link in your tracking email to redirect the package.</p>',
    docPattern: 1,
  },

  // ---- Shipping -------------------------------------------------------------------------
  {
    docId: 1011,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'Do you ship internationally?',
    similar: [
      'Can you deliver to Canada?',
      'Shipping outside the US',
      'Do you ship to Europe, like Germany or France, or the UK?',
      'International shipping cost to Canada or Australia',
      'Do you deliver to Australia?',
      'Do I pay customs or import duties?',
    ],
    answer:
      '<p>Yes, to Canada, the UK, the EU and Australia. International shipping starts at $19.95 and takes 7–14 business days.</p>' +
      '<p>Import duties and taxes are collected by the carrier on delivery. Free shipping over $50 applies to US addresses only.</p>',
    docPattern: 1,
  },
  {
    docId: 1012,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'My package says delivered but I did not receive it',
    similar: [
      'Tracking shows delivered but nothing arrived',
      'Lost parcel',
      'My package was stolen',
      'Package stolen from my porch or doorstep',
    ],
    answer:
      "<p>Sorry about that! Please check with neighbours, your building's mailroom and around your door, and wait 24 hours: carriers sometimes mark parcels delivered early.</p>" +
      '<p>Still missing? Let us know your order number and we will open a claim with the carrier and send a replacement.</p>',
    docPattern: 1,
  },
  {
    docId: 1013,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'Why did my order arrive in several packages?',
    similar: [
      'Only part of my order arrived',
      'Split shipment',
      'Received just one box of my order',
      'Items from one order came in separate boxes',
      'The rest of my order is still on the way',
    ],
    answer:
      '<p>Large orders and oversized gear such as tents and kayaks often ship from different warehouses, so they arrive separately. ' +
      'Each package has its own tracking number in your shipping emails.</p><p>You never pay extra shipping for a split order.</p>',
    docPattern: 1,
  },
  {
    docId: 1014,
    tenantId: 'demo',
    lang: 'en',
    category: 'shipping',
    question: 'Do you deliver to P.O. boxes and APO/FPO addresses?',
    similar: [
      'Can I ship to a post office box?',
      'Military address shipping',
      'PO box delivery',
      'Do you ship to military APO/FPO addresses overseas?',
    ],
    answer:
      '<p>Yes, standard shipping goes to P.O. boxes and APO/FPO/DPO addresses. Express shipping and oversized items need a street address.</p>',
    docPattern: 1,
  },

  // ---- Returns --------------------------------------------------------------------------
  {
    docId: 1015,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'How do I start a return?',
    similar: [
      'Send an item back',
      'Where do I get a return label?',
      'Return process',
      'Can I drop off my return at UPS?',
    ],
    answer:
      '<p>Go to <strong>Account › Orders</strong>, choose the order and select <strong>Return items</strong>. ' +
      'Guests can start from the <a href="' +
      SHOP +
      '/returns">returns page</a> with their order number and email.</p>' +
      '<p>Print the prepaid label, pack the items with their tags, and drop the box at any UPS location.</p>',
    docPattern: 1,
  },
  {
    docId: 1016,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'Is return shipping free?',
    similar: [
      'Do I have to pay for returns?',
      'Return shipping fee',
      'Who pays the return postage?',
      'Why was $6.95 deducted from my refund?',
    ],
    answer:
      '<p>Returns of defective or wrong items and all exchanges are free. For other returns, $6.95 for the prepaid label is deducted from your refund.</p>',
    docPattern: 1,
  },
  {
    docId: 1017,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'Can I exchange an item for a different size or color?',
    similar: [
      'These boots are too small',
      'Swap for another size',
      'Exchange a jacket',
      'Item too big or too small, can I get another size?',
    ],
    answer:
      '<p>Yes. Start a return and choose <strong>Exchange</strong> with the new size or color. Exchanges ship free, and we send the new item as soon as your return is scanned by the carrier.</p>',
    docPattern: 1,
  },
  {
    docId: 1018,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'Which items cannot be returned?',
    similar: [
      'Non-returnable products',
      'Can I return a used stove fuel canister?',
      'Final sale items',
      'Can I return final sale items?',
    ],
    answer:
      '<p>We cannot take back gift cards, personalised items, opened fuel canisters or items marked <strong>Final sale</strong>. ' +
      'Everything else can be returned unused within 30 days.</p>',
    docPattern: 1,
  },
  {
    docId: 1019,
    tenantId: 'demo',
    lang: 'en',
    category: 'returns',
    question: 'Can I return a gift?',
    similar: [
      'Someone gave me a present from your store',
      'Return a gift without the gift receipt',
      'Gift return for store credit',
      'Will the giver find out if I return a gift?',
    ],
    answer:
      '<p>Yes. Use the order number from the gift receipt on the returns page. Gift returns are refunded as a Northwind gift card, so the giver is not notified.</p>',
    docPattern: 1,
  },

  // ---- Payment --------------------------------------------------------------------------
  {
    docId: 1020,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'Can I pay in installments?',
    similar: ['Buy now pay later', 'Do you offer Klarna?', 'Split the payment into monthly payments'],
    answer:
      '<p>Yes. Choose <strong>Klarna</strong> at checkout to pay in 4 interest-free installments every two weeks, on orders from $35 to $1,000. Approval is decided by Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 1021,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'Why was my payment declined?',
    similar: ['My card is not working at checkout', 'Payment failed', 'Transaction was rejected'],
    answer:
      '<p>Most declines come from a billing address or security code that does not match what your bank has on file, or from the bank blocking an online purchase.</p>' +
      '<p>No money was taken. Check the details, try another card or PayPal, or call your bank.</p>',
    docPattern: 1,
  },
  {
    docId: 1022,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'How do I use a promo code or gift card?',
    similar: ['Where do I enter a discount code?', 'My coupon is not working', 'Redeem a voucher'],
    answer:
      '<p>Enter it in the <strong>Gift card or discount code</strong> field on the checkout page and choose Apply.</p>' +
      '<ul><li>One promo code per order</li><li>Gift cards can be combined with a promo code and with each other</li></ul>',
    docPattern: 1,
  },
  {
    docId: 1023,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'I was charged twice for my order',
    similar: ['Double charge on my credit card', 'Two payments for one order', 'Duplicate transaction'],
    answer:
      '<p>One of the two is usually a temporary authorization hold, not a charge. Holds disappear on their own within 3–5 business days.</p>' +
      '<p>If both are still there after that, send us a screenshot of your statement and we will refund the duplicate right away.</p>',
    docPattern: 1,
  },
  {
    docId: 1024,
    tenantId: 'demo',
    lang: 'en',
    category: 'payment',
    question: 'Do you sell gift cards?',
    similar: ['Buy a gift voucher', 'E-gift card for a friend', 'Gift certificate'],
    answer: '<p>Yes! Our e-gift cards are emailed instantly, never expire and can be used on anything in the shop.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Northwind e-gift card',
      desc: 'Delivered by email, never expires.',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- Orders ---------------------------------------------------------------------------
  {
    docId: 1025,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'An item is missing or I received the wrong item',
    similar: [
      'Wrong size was sent',
      'Something is missing from my box',
      'You sent me the wrong product',
      'I received the wrong color',
    ],
    answer:
      '<p>First check your shipping emails: your order may come in several packages. If an item is truly missing or wrong, ' +
      'tell us the order number and we will ship the right item for free; you can return the wrong one with a free label.</p>',
    docPattern: 1,
  },
  {
    docId: 1026,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Can I add or change items in my order?',
    similar: ['Modify my order', 'Add something to an order I already placed', 'Change the size in my order'],
    answer:
      '<p>Orders cannot be edited once placed. Within 1 hour you can cancel it and place a new one; after that, place a second order (free shipping over $50 applies to each order) or exchange the item after delivery.</p>',
    docPattern: 1,
  },
  {
    docId: 1027,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Do you offer a price adjustment if an item goes on sale?',
    similar: [
      'The price dropped after I bought it',
      'It is cheaper now',
      'Price match',
      'Refund the difference in price',
      'Something I bought is now on sale',
    ],
    answer:
      '<p>Yes, once per item: if the price drops <strong>within 14 days</strong> of your purchase, we refund the difference. Send us the order number and a link to the product.</p>' +
      "<p>We do not match other retailers' prices.</p>",
    docPattern: 1,
  },
  {
    docId: 1028,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'I want to file a complaint',
    similar: [
      'I am not happy with your service',
      'Make a formal complaint',
      'This is unacceptable, I want to complain',
      'Nobody is helping me, I want to complain',
    ],
    answer:
      '<p>I am sorry we let you down. I am passing you to a member of our customer care team now so they can look into it personally.</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 1029,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Where can I find my order confirmation or invoice?',
    similar: [
      'I did not get an order confirmation email',
      'Download a receipt for my purchase',
      'Need an invoice for my company',
      'Invoice for business expenses',
    ],
    answer:
      '<p>We email the confirmation within a few minutes of ordering; check your spam folder. Invoices can be downloaded as PDF under <strong>Account › Orders › Invoice</strong>.</p>',
    docPattern: 1,
  },

  // ---- Accounts -------------------------------------------------------------------------
  {
    docId: 1030,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'Do I need an account to place an order?',
    similar: ['Checkout as a guest', 'Can I buy without signing up?', 'Why should I register?'],
    answer:
      '<p>No, guest checkout works fine. An account lets you track orders, start returns in one click, save addresses and earn Trail Rewards points.</p>',
    docPattern: 1,
  },
  {
    docId: 1031,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'How do I change my email address or personal details?',
    similar: ['Update my profile', 'Change the phone number on my account', 'Edit my name'],
    answer:
      '<p>Sign in and go to <strong>Account › Profile</strong>. Changing your email asks you to confirm the new address by a link.</p>',
    docPattern: 1,
  },
  {
    docId: 1032,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'How do I delete my account?',
    similar: ['Close my account', 'Remove my personal data', 'Erase my profile'],
    answer:
      '<p>Go to <strong>Account › Privacy</strong> and choose <strong>Delete account</strong>. We erase your data within 30 days; order records are kept only as long as tax law requires.</p>',
    docPattern: 1,
  },
  {
    docId: 1033,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'How do I unsubscribe from marketing emails?',
    similar: ['Stop sending me newsletters', 'Too many promotional emails', 'Opt out of emails'],
    answer:
      '<p>Use the <strong>Unsubscribe</strong> link at the bottom of any newsletter, or turn them off under Account › Communication preferences. It can take up to 48 hours. Order and shipping emails still arrive.</p>',
    docPattern: 1,
  },
  {
    docId: 1034,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'What is the Trail Rewards program?',
    similar: ['Do you have a loyalty program?', 'How do I earn reward points?', 'Member points'],
    answer:
      '<p>Trail Rewards is free with an account: you earn 1 point per $1 spent, and every 200 points become a $10 reward. Members also get early access to sales.</p>',
    docPattern: 2,
    buttons: [{ value: 'Do I need an account to place an order?' }],
  },
  {
    docId: 1035,
    tenantId: 'demo',
    lang: 'en',
    category: 'accounts',
    question: 'My account is locked',
    similar: [
      'Too many failed sign-in attempts',
      'Account blocked',
      'I am locked out',
      'Locked out after too many wrong passwords',
      'My account is blocked and I cannot sign in',
    ],
    answer:
      '<p>After 5 wrong passwords an account is locked for 30 minutes. Resetting your password with <strong>Forgot password?</strong> unlocks it right away.</p>',
    docPattern: 1,
  },

  // ---- Warranty -------------------------------------------------------------------------
  {
    docId: 1036,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'How do I make a warranty claim?',
    similar: [
      'My tent zipper broke',
      'The seam of my backpack ripped',
      'Report a defective product',
      'Get a defect repaired under warranty',
      'What do I do if a seam rips?',
    ],
    answer:
      '<p>Fill in the <a href="' +
      SHOP +
      '/warranty">warranty form</a> with your order number, a short description and a few photos of the defect. ' +
      'We reply within 2 business days and repair or replace the item, shipping included.</p>',
    docPattern: 1,
  },
  {
    docId: 1037,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'Do I need a receipt for a warranty claim?',
    similar: ['Proof of purchase for warranty', 'I lost my receipt', 'Warranty without an order number'],
    answer:
      '<p>We need a proof of purchase: your order number is enough for anything bought online or with an account. For a gift, the gift receipt works. ' +
      'A store receipt from an authorized retailer is fine too.</p>',
    docPattern: 1,
  },
  {
    docId: 1038,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'Can you repair gear that is out of warranty?',
    similar: ['Fix my old jacket', 'Paid repairs', 'Tent pole replacement'],
    answer:
      '<p>Yes, our repair shop fixes zippers, seams, buckles and tent poles at cost, usually within 2–3 weeks. Send photos through the warranty form for a quote.</p>' +
      '<p>Small fixes on the trail are easy with our pole repair kit.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: 'Tent pole repair kit',
      desc: 'Splint sleeve, spare shock cord and aluminium section for most 8.5–9.5 mm poles.',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 1039,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'Does the warranty cover products bought from other stores?',
    similar: [
      'I bought it at a different retailer',
      'Warranty for other brands',
      'Purchased on Amazon',
      'Is Northwind gear bought from another shop covered?',
    ],
    answer:
      '<p>Northwind-brand products are covered for 2 years wherever you bought them from an authorized retailer, with their receipt. ' +
      "Other brands we sell are covered by their manufacturer's warranty; we are happy to help you contact them.</p>",
    docPattern: 1,
  },
  {
    docId: 1040,
    tenantId: 'demo',
    lang: 'en',
    category: 'warranty',
    question: 'What happens if my item cannot be repaired?',
    similar: [
      'Replacement under warranty',
      'The product is discontinued',
      'Will I get a new one?',
      'What if you cannot repair it under warranty?',
      'Discontinued model that cannot be repaired',
    ],
    answer:
      '<p>We replace it with the same product, or the closest current model if it has been discontinued. If neither is available you get store credit for the price you paid.</p>',
    docPattern: 1,
  },
  {
    docId: 1041,
    tenantId: 'demo',
    lang: 'en',
    category: 'orders',
    question: 'Request a callback',
    similar: [
      'Can someone call me back?',
      'I would like a phone call',
      'Call me please',
      'Leave my phone number for a callback',
    ],
    answer:
      '<p>Leave your name, phone number and a good time to call, and one of our team calls you back within one working day.</p>',
    docPattern: 1,
    // Posted to the demo's own form endpoint through visitor/fromRequest.
    form: {
      referGuide: 'Leave your number and we call you back within one working day.',
      fromFields: [
        { fieldId: 1, fieldName: 'Name', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        { fieldId: 2, fieldName: 'Phone', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        {
          fieldId: 3,
          fieldName: 'Best time',
          fieldType: 7,
          requiredStatus: 0,
          fieldValue: '[{"name":"Morning"},{"name":"Afternoon"},{"name":"Evening"}]',
        },
      ],
      url: '/api/demo/formSink',
      method: 'POST',
      headers: {},
      contentType: 'application/json',
    },
  },
];
