// The English development set: questions as visitors type them, labelled with the documents
// of demo-host/demo/demoKnowledgeBase.en.ts (1001-1041) that answer them. The robot is tuned
// on this set; see visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_EN: readonly VisitorQuestion[] = [
  // ---- Shipping ---------------------------------------------------------------------------
  { question: 'how much is shiping', docIds: [1001], kind: 'typo' },
  { question: 'is shipping free if i spend over 50 bucks', docIds: [1001], kind: 'paraphrase' },
  { question: 'whats the delivery charge on a $30 order', docIds: [1001], kind: 'paraphrase' },
  { question: 'how much extra do you charge for express', docIds: [1001], kind: 'paraphrase' },
  { question: 'how long does it take to get my stuff', docIds: [1002], kind: 'paraphrase' },
  { question: 'if i order today when will it get to ohio', docIds: [1002], kind: 'no-punctuation' },
  { question: 'do you do next day delivery? need it for a trip on saturday', docIds: [1002], kind: 'long' },
  { question: 'how many days does shipping to hawaii take', docIds: [1002], kind: 'paraphrase' },
  { question: 'How much is shipping to Canada?', docIds: [1011], kind: 'paraphrase' },
  { question: 'do you ship to germany', docIds: [1011], kind: 'no-punctuation' },
  { question: 'hi im in australia, can i order from your site or is it us only', docIds: [1011], kind: 'long' },
  { question: 'will i have to pay customs duties if i order to the uk', docIds: [1011], kind: 'paraphrase' },
  { question: 'tracking says delivered but theres nothing here', docIds: [1012], kind: 'no-punctuation' },
  { question: 'i think someone stole my package off my porch. what now', docIds: [1012], kind: 'paraphrase' },
  { question: 'only got one box, where is the rest of my order', docIds: [1013], kind: 'paraphrase' },
  { question: 'why did my tent and sleeping bag come seperately', docIds: [1013], kind: 'typo' },
  { question: 'can you ship to a po box', docIds: [1014], kind: 'no-punctuation' },
  { question: 'im stationed overseas, do you ship to apo addresses', docIds: [1014], kind: 'paraphrase' },

  // ---- Returns ----------------------------------------------------------------------------
  { question: 'whats ur return policy', docIds: [1003], kind: 'typo' },
  {
    question: 'bought a sleeping bag 3 weeks ago, never used it and tags are still on. can i still return it',
    docIds: [1003],
    kind: 'long',
  },
  { question: 'how many days do i have to send stuff back', docIds: [1003], kind: 'paraphrase' },
  { question: 'I want to return my jacket', docIds: [1015], kind: 'paraphrase' },
  { question: 'how do i get a return label', docIds: [1015], kind: 'paraphrase' },
  { question: 'where do i drop off my return box', docIds: [1015], kind: 'paraphrase' },
  { question: 'do i have to pay for return shiping', docIds: [1016], kind: 'typo' },
  { question: 'why did you take 6.95 off my refund', docIds: [1016], kind: 'paraphrase' },
  { question: 'hi i ordered boots last week and they are too small. can i swap them', docIds: [1017], kind: 'long' },
  { question: 'can i exchange this jacket for a different color', docIds: [1017], kind: 'paraphrase' },
  { question: 'these hiking pants are too big, need one size down', docIds: [1017], kind: 'paraphrase' },
  { question: 'can i return a fuel canister i already opened', docIds: [1018], kind: 'paraphrase' },
  { question: 'bought something marked final sale, can i still send it back', docIds: [1018], kind: 'paraphrase' },
  {
    question: 'got a present from your store but i dont have the receipt. can i return it',
    docIds: [1019],
    kind: 'long',
  },
  { question: 'if i return a gift will the person who bought it find out', docIds: [1019], kind: 'paraphrase' },
  { question: 'i sent my return back 2 weeks ago and still no refnd', docIds: [1008], kind: 'typo' },
  { question: 'how long until the money is back on my card after a return', docIds: [1008], kind: 'paraphrase' },

  // ---- Payment ----------------------------------------------------------------------------
  { question: 'do u take paypal', docIds: [1005], kind: 'typo' },
  { question: 'can i pay with amex', docIds: [1005], kind: 'paraphrase' },
  { question: 'apple pay accepted?', docIds: [1005], kind: 'short' },
  { question: 'can i split the payment for a tent into a few payments', docIds: [1020], kind: 'paraphrase' },
  { question: 'do you do klarna', docIds: [1020], kind: 'short' },
  { question: 'my card keeps getting declined at checkout', docIds: [1021], kind: 'paraphrase' },
  { question: 'payment failed... did it take my money anyway', docIds: [1021], kind: 'paraphrase' },
  { question: 'where do i put my discount code', docIds: [1022], kind: 'paraphrase' },
  { question: 'coupon code not working', docIds: [1022], kind: 'short' },
  { question: 'can i use 2 promo codes on one order', docIds: [1022], kind: 'paraphrase' },
  { question: 'how do i use the gift card my mom gave me', docIds: [1022], kind: 'paraphrase' },
  { question: 'i was charged twice!!', docIds: [1023], kind: 'short' },
  { question: 'why are there two charges on my visa for one order', docIds: [1023], kind: 'paraphrase' },
  { question: 'i want to buy a gift card for my brother', docIds: [1024], kind: 'paraphrase' },
  { question: 'do your gift cards expire', docIds: [1024], kind: 'paraphrase' },

  // ---- Orders -----------------------------------------------------------------------------
  { question: 'tracking number?', docIds: [1004], kind: 'short' },
  { question: 'where is my order', docIds: [1004], kind: 'short' },
  { question: 'i checked out as a guest, how do i see where my package is', docIds: [1004], kind: 'paraphrase' },
  { question: 'i just placed an order by mistake pls cancel it', docIds: [1007], kind: 'no-punctuation' },
  { question: 'can i still cancle the order i placed 20 min ago', docIds: [1007], kind: 'typo' },
  { question: 'i put the wrong adress on my order can you fix it', docIds: [1010], kind: 'typo' },
  {
    question: 'i am moving next week, can you send my order to my new address instead',
    docIds: [1010],
    kind: 'paraphrase',
  },
  { question: 'you sent me the wrong size', docIds: [1025], kind: 'paraphrase' },
  { question: 'opened the box and the beanie i ordered isnt in there', docIds: [1025], kind: 'no-punctuation' },
  { question: 'can i add something to the order i placed yesterday', docIds: [1026], kind: 'paraphrase' },
  { question: 'i need to change the size on my order before it ships', docIds: [1026], kind: 'paraphrase' },
  {
    question: 'the jacket i bought last week is now on sale, can i get the difference back',
    docIds: [1027],
    kind: 'paraphrase',
  },
  { question: 'do you price match', docIds: [1027], kind: 'short' },
  { question: 'this is ridiculous i want to make a complaint', docIds: [1028], kind: 'no-punctuation' },
  {
    question: 'worst customer service ever. third time i have asked and nobody helps. i want to complain',
    docIds: [1028],
    kind: 'long',
  },
  { question: 'never got a confirmation email', docIds: [1029], kind: 'paraphrase' },
  { question: 'i need a receipt for my expense report, where can i download it', docIds: [1029], kind: 'paraphrase' },

  // ---- Accounts ---------------------------------------------------------------------------
  { question: 'forgot my pasword', docIds: [1009], kind: 'typo' },
  { question: 'how do i reset my password, the link expired', docIds: [1009], kind: 'paraphrase' },
  { question: 'can i checkout without making an account', docIds: [1030], kind: 'paraphrase' },
  { question: 'do i have to sign up to buy', docIds: [1030], kind: 'paraphrase' },
  { question: 'how do i change the email on my account', docIds: [1031], kind: 'paraphrase' },
  { question: 'i got married and need to update my last name on my profile', docIds: [1031], kind: 'paraphrase' },
  { question: 'delete my account please', docIds: [1032], kind: 'short' },
  { question: 'i want you to erase all my data', docIds: [1032], kind: 'paraphrase' },
  { question: 'stop emailing me', docIds: [1033], kind: 'short' },
  { question: 'how do i unsubscribe from the newsletter', docIds: [1033], kind: 'paraphrase' },
  { question: 'do you have a rewards program', docIds: [1034], kind: 'paraphrase' },
  { question: 'how many points do i need for a $10 reward', docIds: [1034], kind: 'paraphrase' },
  { question: 'it says my account is locked', docIds: [1035], kind: 'paraphrase' },
  {
    question: 'typed the wrong password too many times and now im locked out',
    docIds: [1035],
    kind: 'no-punctuation',
  },

  // ---- Warranty ---------------------------------------------------------------------------
  { question: 'how long is the warranty on your backpacks', docIds: [1006], kind: 'paraphrase' },
  { question: 'does the warranty cover normal wear and tear', docIds: [1006], kind: 'paraphrase' },
  { question: 'is peeling fabric covered under warrenty', docIds: [1006], kind: 'typo' },
  {
    question: 'the zipper on my backpack broke, how do i get it fixed under warranty',
    docIds: [1036],
    kind: 'paraphrase',
  },
  {
    question:
      'Hello, I bought one of your tents in the spring and a seam has already ripped. What do I need to do to get it looked at? Thank you',
    docIds: [1036],
    kind: 'long',
  },
  { question: 'i lost my receipt can i still use the warranty', docIds: [1037], kind: 'no-punctuation' },
  { question: 'do i need proof of purchase for a warranty claim', docIds: [1037], kind: 'paraphrase' },
  { question: 'my warranty ran out, can you still repair my tent', docIds: [1038], kind: 'paraphrase' },
  { question: 'do you do paid repairs on old jackets', docIds: [1038], kind: 'paraphrase' },
  { question: 'i bought my northwind jacket on amazon is it still covered', docIds: [1039], kind: 'no-punctuation' },
  { question: 'does the warranty apply if i bought it at another store', docIds: [1039], kind: 'paraphrase' },
  { question: 'sent my tent in under warranty, what happens if you cant fix it', docIds: [1040], kind: 'paraphrase' },
  {
    question: 'my backpack model is discontinued, what do i get if it cant be repaired',
    docIds: [1040],
    kind: 'paraphrase',
  },

  // ---- Added for the development set: a callback, typos, short and long questions ----------
  { question: 'can someone from your team give me a ring tomorrow morning', docIds: [1041], kind: 'paraphrase' },
  { question: 'callback pls', docIds: [1041], kind: 'short' },
  {
    question: 'id rather sort this out over the phone can i leave my number so one of you rings me',
    docIds: [1041],
    kind: 'no-punctuation',
  },
  { question: 'wat payment methods do u accept', docIds: [1005], kind: 'typo' },
  { question: 'recieved the wrong colour fleece', docIds: [1025], kind: 'typo' },
  { question: 'exhange for a bigger size', docIds: [1017], kind: 'typo' },
  { question: 'hw do i unsubscibe from ur emails', docIds: [1033], kind: 'typo' },
  { question: 'my acount got blocked after i tried to log in', docIds: [1035], kind: 'typo' },
  { question: 'instalments', docIds: [1020], kind: 'short' },
  { question: 'invoice', docIds: [1029], kind: 'short' },
  { question: 'return a gift', docIds: [1019], kind: 'short' },
  { question: 'apo shipping', docIds: [1014], kind: 'short' },
  {
    question:
      'hey so i ordered a 4 person tent and a camp stove for a festival in two weeks, the tent showed up yesterday but theres no sign of the stove and the tent came on its own, is the stove coming in a separate box',
    docIds: [1013],
    kind: 'long',
  },
  {
    question:
      'i bought a northwind rain jacket at a hiking shop in portland, not on your website, and the seam tape is peeling after a year. does your warranty still cover it if i didnt buy it from you directly',
    docIds: [1039],
    kind: 'long',
  },
  {
    question:
      'so my parents want to surprise me and bought me boots from you but honestly i dont like them and they lost the gift receipt, the order was under my dads email, what can i do to return them',
    docIds: [1019],
    kind: 'long',
  },
  {
    question: 'the boots i got last week dropped by 20 dollars can i get that back',
    docIds: [1027],
    kind: 'no-punctuation',
  },
  { question: 'what stuff cant be sent back', docIds: [1018], kind: 'no-punctuation' },
  { question: 'does the 2 year guarantee include a broken buckle', docIds: [1006], kind: 'paraphrase' },
  { question: 'my money still isnt back on my card', docIds: [1008], kind: 'no-punctuation' },

  // ---- Two-part questions: one document per part -----------------------------------------
  { question: 'do you ship to canada and can i pay with paypal', docIds: [1011, 1005], kind: 'two-part' },
  { question: 'how long does delivery take and is it free over 50', docIds: [1002, 1001], kind: 'two-part' },
  {
    question: 'i want to send my boots back, how do i do that and do i have to pay for the label',
    docIds: [1015, 1016],
    kind: 'two-part',
  },
  { question: 'forgot my password and now my account is locked too', docIds: [1009, 1035], kind: 'two-part' },
  {
    question: 'can i cancel my order? and if not how long does a refund take once i return it',
    docIds: [1007, 1008],
    kind: 'two-part',
  },
  {
    question: 'how do i delete my account and also stop all your marketing emails',
    docIds: [1032, 1033],
    kind: 'two-part',
  },
  {
    question: 'my jacket zipper broke after 3 months, how do i claim it and do i need the receipt i lost',
    docIds: [1036, 1037],
    kind: 'two-part',
  },
  {
    question: 'where is my package right now and can i still change the delivery address',
    docIds: [1004, 1010],
    kind: 'two-part',
  },

  // ---- Not covered by the knowledge base (some share its words) ---------------------------
  { question: 'what time does your store open on sundays', docIds: [], kind: 'uncovered' },
  { question: 'is the trailhead 2 person tent in stock in green', docIds: [], kind: 'uncovered' },
  { question: 'tell me a joke', docIds: [], kind: 'uncovered' },
  { question: 'whats the weather going to be like in yosemite this weekend', docIds: [], kind: 'uncovered' },
  { question: 'are you hiring? i want to apply for a job at your warehouse', docIds: [], kind: 'uncovered' },
  { question: 'which sleeping bag would you recommend for winter camping', docIds: [], kind: 'uncovered' },
  { question: 'how do i waterproof the seams on my tent myself', docIds: [], kind: 'uncovered' },
  { question: 'how should i wash my down jacket', docIds: [], kind: 'uncovered' },
  { question: 'do you have a physical store in denver', docIds: [], kind: 'uncovered' },
  { question: 'whats the wifi password in your shop', docIds: [], kind: 'uncovered' },
  { question: 'do you sell kayaks', docIds: [], kind: 'uncovered' },
  { question: 'how do i track my hikes with a gps watch', docIds: [], kind: 'uncovered' },
  { question: 'do you have a student discount', docIds: [], kind: 'uncovered' },
  { question: 'hello', docIds: [], kind: 'uncovered' },
  { question: 'are your backpacks made in the usa', docIds: [], kind: 'uncovered' },
  { question: 'how do i pitch a tent in strong wind', docIds: [], kind: 'uncovered' },
  { question: 'im between sizes, should i size up or down for hiking boots', docIds: [], kind: 'uncovered' },
  { question: 'can i bring my dog on one of your guided hikes', docIds: [], kind: 'uncovered' },
  { question: 'is it safe to cook with a gas stove inside my tent', docIds: [], kind: 'uncovered' },
  { question: 'ok thanks bye', docIds: [], kind: 'uncovered' },

  // ---- Written 2026-11-29 from the knowledge base alone, by a writer who had not seen the sets ----
  // Before they were added here, the robot read these 65.0 % right: a fresh view of how it
  // does on questions it was not tuned on.
  // paraphrase
  { question: 'is delivery free or do i pay extra on a small $20 order', docIds: [1001], kind: 'paraphrase' },
  {
    question: 'how many days from placing my order till the box actually shows up',
    docIds: [1002],
    kind: 'paraphrase',
  },
  {
    question: 'bought a fleece 2 weeks ago and never wore it, are you ok with me sending it back for a refund',
    docIds: [1003],
    kind: 'paraphrase',
  },
  { question: 'can i follow my parcel online somehow', docIds: [1004], kind: 'paraphrase' },
  { question: 'will you guys take my discover card or nah', docIds: [1005], kind: 'paraphrase' },
  {
    question: 'how long are your products guaranteed against manufacturing faults',
    docIds: [1006],
    kind: 'paraphrase',
  },
  {
    question: 'i regret what i bought 15 min ago, can the whole thing be scrapped before it goes out',
    docIds: [1007],
    kind: 'paraphrase',
  },
  {
    question: 'put my old street by accident when i ordered, can that still get corrected',
    docIds: [1010],
    kind: 'paraphrase',
  },
  {
    question: 'can i get stuff shipped to germany and will i get hit with customs fees',
    docIds: [1011],
    kind: 'paraphrase',
  },
  {
    question: 'tracking claims my order got dropped off this morning but honestly nothing is here',
    docIds: [1012],
    kind: 'paraphrase',
  },
  { question: 'how come my order got broken up into a few deliveries', docIds: [1013], kind: 'paraphrase' },
  {
    question: 'i rent a mailbox at the post office, is that ok to use as my shipping address',
    docIds: [1014],
    kind: 'paraphrase',
  },
  { question: 'if i send something back am i the one paying for the label', docIds: [1016], kind: 'paraphrase' },
  {
    question:
      'my sister got me a jacket from you as a present and its not my style, can i give it back without her finding out',
    docIds: [1019],
    kind: 'paraphrase',
  },
  { question: 'is there a way to pay off a $300 tent in smaller chunks', docIds: [1020], kind: 'paraphrase' },
  {
    question: 'got a 20% off voucher in a flyer, how do i actually apply it when paying',
    docIds: [1022],
    kind: 'paraphrase',
  },
  {
    question: 'i see the same amount taken twice by you on my banking app but i only ordered once',
    docIds: [1023],
    kind: 'paraphrase',
  },
  { question: 'do you do e-vouchers i could email to my buddy for his birthday', docIds: [1024], kind: 'paraphrase' },
  {
    question: 'want to include a second water bottle in the order i placed this morning, doable?',
    docIds: [1026],
    kind: 'paraphrase',
  },
  {
    question: 'im really unhappy with how your staff treated me and i want to make it official',
    docIds: [1028],
    kind: 'paraphrase',
  },
  { question: 'my email on file is an old one i never check, how do i switch it', docIds: [1031], kind: 'paraphrase' },
  { question: 'i want my account and every bit of my info wiped', docIds: [1032], kind: 'paraphrase' },
  {
    question: 'do i get anything back for shopping with you a lot, like points or something',
    docIds: [1034],
    kind: 'paraphrase',
  },
  {
    question: 'dont have proof i bought it anymore, does that kill my warranty claim',
    docIds: [1037],
    kind: 'paraphrase',
  },
  { question: 'can someone just ring me instead of chatting here', docIds: [1041], kind: 'paraphrase' },
  // typo
  { question: 'tracking sez deliverd but theres nothign at my door', docIds: [1012], kind: 'typo' },
  { question: 'can i exchnage thes boots for a biger size', docIds: [1017], kind: 'typo' },
  { question: 'where can i fnd the invocie for my ordr', docIds: [1029], kind: 'typo' },
  { question: 'why did my oder come in 2 seperate boxs', docIds: [1013], kind: 'typo' },
  { question: 'how do i delet my acount permanantly', docIds: [1032], kind: 'typo' },
  { question: 'can u repiar my old tent, its way past the garentee', docIds: [1038], kind: 'typo' },
  { question: 'my promo cod isnt wroking at checkout', docIds: [1022], kind: 'typo' },
  { question: 'do u acept apple pay', docIds: [1005], kind: 'typo' },
  // long
  {
    question:
      'hey so im going backpacking in the smokies next thursday and need a new sleeping pad, if i order today before lunch how many days will it take to get to me in ohio',
    docIds: [1002],
    kind: 'long',
  },
  {
    question:
      'hi, i bought one of your rain shells about 14 months ago and the inside fabric is starting to peel off in sheets, i never did anything weird with it, is that something your guarantee covers',
    docIds: [1006],
    kind: 'long',
  },
  {
    question:
      'hi there, i mailed back a pair of trail runners using your label and ups shows they reached your warehouse on monday, how long before the money actually appears on my visa',
    docIds: [1008],
    kind: 'long',
  },
  {
    question:
      'just unpacked my order and the rain pants are there but the gaiters i paid for are nowhere, theyre on the packing slip and i only got one shipping email, what should i do',
    docIds: [1025],
    kind: 'long',
  },
  {
    question:
      'trying to buy a tent for my sons scout trip and the card keeps getting declined at the last step, bank app shows nothing weird, did you take my money and what do i do now',
    docIds: [1021],
    kind: 'long',
  },
  {
    question:
      'bought a pair of hiking boots from you 9 days ago for $160 and today i saw them listed at $129 in your weekend sale, is there any way to get the difference back',
    docIds: [1027],
    kind: 'long',
  },
  {
    question:
      'hey, the warranty folks told me my old backpack frame cant be repaired and apparently that model isnt made anymore, so what do i actually get now, a different pack or my money back',
    docIds: [1040],
    kind: 'long',
  },
  {
    question:
      'first time shopping here and i just want one headlamp, do i really have to register or can i just check out, and is there any point in making an account anyway',
    docIds: [1030],
    kind: 'long',
  },
  // two-part
  { question: 'do you deliver to the uk, and do you take amex', docIds: [1011, 1005], kind: 'two-part' },
  {
    question: 'how long do i have to send stuff back and is the return label free',
    docIds: [1003, 1016],
    kind: 'two-part',
  },
  {
    question: 'forgot my password, also how do i change the email on my account',
    docIds: [1009, 1031],
    kind: 'two-part',
  },
  { question: 'do your gift cards expire? also how do the reward points work', docIds: [1024, 1034], kind: 'two-part' },
  {
    question: 'my pack strap ripped off, how do i file a warranty claim and do i need the receipt',
    docIds: [1036, 1037],
    kind: 'two-part',
  },
  {
    question: 'can i still cancel my order from 40 min ago? if not can u at least change the delivery address',
    docIds: [1007, 1010],
    kind: 'two-part',
  },
  // short
  { question: 'refund when??', docIds: [1008], kind: 'short' },
  { question: 'klarna ok?', docIds: [1020], kind: 'short' },
  { question: 'invoice copy', docIds: [1029], kind: 'short' },
  { question: 'ship to apo?', docIds: [1014], kind: 'short' },
  { question: 'two charges?!', docIds: [1023], kind: 'short' },
  { question: 'newsletter off pls', docIds: [1033], kind: 'short' },
  // no-punctuation
  { question: 'where can i check on my order i didnt make an account', docIds: [1004], kind: 'no-punctuation' },
  { question: 'how do i send back a jacket i dont want anymore', docIds: [1015], kind: 'no-punctuation' },
  {
    question: 'bought some water bottles with our names engraved can they be returned',
    docIds: [1018],
    kind: 'no-punctuation',
  },
  { question: 'how long till i can log in again after getting locked out', docIds: [1035], kind: 'no-punctuation' },
  {
    question: 'got northwind boots from a local outdoor shop are they still under your warranty',
    docIds: [1039],
    kind: 'no-punctuation',
  },
  { question: 'can somebody phone me tomorrow afternoon i hate typing', docIds: [1041], kind: 'no-punctuation' },
  { question: 'i need to switch the size on an order i placed an hour ago', docIds: [1026], kind: 'no-punctuation' },
  // uncovered
  { question: 'do u have a physical store in denver i can visit', docIds: [], kind: 'uncovered' },
  { question: 'when is the 65l backpack coming back in stock', docIds: [], kind: 'uncovered' },
  { question: 'how should i wash my down sleeping bag without wrecking it', docIds: [], kind: 'uncovered' },
  { question: 'any military or veteran discount?', docIds: [], kind: 'uncovered' },
  { question: 'can i rent a kayak for the weekend instead of buying one', docIds: [], kind: 'uncovered' },
  { question: 'are you guys hiring at the warehouse', docIds: [], kind: 'uncovered' },
  { question: 'is your express shipping carbon neutral', docIds: [], kind: 'uncovered' },
  { question: 'can i turn on 2 factor authentication for my account', docIds: [], kind: 'uncovered' },
  { question: 'can u gift wrap the order and put a little note in', docIds: [], kind: 'uncovered' },
  { question: 'which tent would you recommend for winter camping in the rockies', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-11-30 (written from the documents alone; see docs/robot.md) ----
  {
    question: "I'm buying a $40 sleeping pad, do I have to pay for delivery on that?",
    docIds: [1001],
    kind: 'paraphrase',
  },
  {
    question: 'If I order my hiking boots this morning, when would they show up at my door?',
    docIds: [1002],
    kind: 'paraphrase',
  },
  {
    question: "Bought a jacket that doesn't fit, can I send it back and get my money back?",
    docIds: [1003],
    kind: 'paraphrase',
  },
  {
    question: 'Where can I see where my package is right now? I checked out as a guest',
    docIds: [1004],
    kind: 'paraphrase',
  },
  { question: 'Can I pay with Apple Pay on my iPhone?', docIds: [1005], kind: 'paraphrase' },
  {
    question: "The zipper on my rain jacket just broke after 8 months, is that something you'd cover?",
    docIds: [1006],
    kind: 'paraphrase',
  },
  {
    question: 'Oops, ordered the wrong tent like 20 min ago, can I stop it before it goes out?',
    docIds: [1007],
    kind: 'paraphrase',
  },
  {
    question: 'Sent my boots back last week, how long till the money is back on my card?',
    docIds: [1008],
    kind: 'paraphrase',
  },
  { question: 'Forgot my login, how do I get back into my account?', docIds: [1009], kind: 'paraphrase' },
  {
    question: 'I just moved and put my old address on the order, can you send it to the new place instead?',
    docIds: [1010],
    kind: 'paraphrase',
  },
  { question: 'Can you send stuff up to Canada? I live in Toronto', docIds: [1011], kind: 'paraphrase' },
  {
    question: "Tracking says my parcel was dropped off but there's nothing at my door",
    docIds: [1012],
    kind: 'paraphrase',
  },
  {
    question: "Got one box with my stove but the tent for my son wasn't in it. Why only part of my stuff?",
    docIds: [1013],
    kind: 'paraphrase',
  },
  { question: "I'm stationed overseas with an APO address, can you ship there?", docIds: [1014], kind: 'paraphrase' },
  {
    question: 'My backpack came in the wrong color, not the one I ordered. Can you sort that out?',
    docIds: [1025],
    kind: 'paraphrase',
  },
  { question: "Will it cost me anything to mail back a shirt I just don't like?", docIds: [1016], kind: 'paraphrase' },
  {
    question: 'The boots are half a size too small, can I swap them for a bigger pair?',
    docIds: [1017],
    kind: 'paraphrase',
  },
  { question: 'I opened a gas canister but never used it, can I still return it?', docIds: [1018], kind: 'paraphrase' },
  {
    question: "My aunt gave me a headlamp I don't need. Can I bring it back without her finding out?",
    docIds: [1019],
    kind: 'paraphrase',
  },
  { question: "My card keeps getting rejected at checkout, what's going on?", docIds: [1021], kind: 'paraphrase' },
  {
    question: 'I see the same order twice on my bank statement, did you bill me double?',
    docIds: [1023],
    kind: 'paraphrase',
  },
  {
    question: "Bought a fleece last week and now it's 30% off, can I get the difference back?",
    docIds: [1027],
    kind: 'paraphrase',
  },
  {
    question: 'Need a PDF receipt so my company reimburses my camping gear, where do I get one?',
    docIds: [1029],
    kind: 'paraphrase',
  },
  { question: 'Can I just buy stuff without signing up for anything?', docIds: [1030], kind: 'paraphrase' },
  { question: 'How do I stop getting all your promo newsletters?', docIds: [1033], kind: 'paraphrase' },
  {
    question: "Tried my password too many times and now it won't let me in at all, help",
    docIds: [1035],
    kind: 'paraphrase',
  },
  { question: 'how much is expres shipping?', docIds: [1001], kind: 'typo' },
  { question: 'do you acept paypal?', docIds: [1005], kind: 'typo' },
  { question: 'can i pay in installmnets?', docIds: [1020], kind: 'typo' },
  { question: 'how do I use a promo cod at checkout?', docIds: [1022], kind: 'typo' },
  { question: 'do you sell gift crads?', docIds: [1024], kind: 'typo' },
  { question: 'I want to delet my account, how?', docIds: [1032], kind: 'typo' },
  { question: 'how do I make a waranty claim on my tent?', docIds: [1036], kind: 'typo' },
  { question: "can you repiar my old sleeping bag zipper? it's out of warranty", docIds: [1038], kind: 'typo' },
  { question: 'my pasword reset link doesnt work anymore, I got it 2 hours ago', docIds: [1009], kind: 'typo' },
  {
    question:
      'I ordered a tent and a sleeping bag yesterday. Now I realize I also need a stove. Can I just add it to the same order?',
    docIds: [1026],
    kind: 'long',
  },
  {
    question:
      'My trekking poles snapped after a year, I bought them on your site. I lost the paper receipt though. Do I need it to get them fixed under warranty?',
    docIds: [1037],
    kind: 'long',
  },
  {
    question:
      "I got a Northwind backpack at a local outdoor store in my town. The buckle cracked after six months. Will you still cover it even though I didn't buy it from you?",
    docIds: [1039],
    kind: 'long',
  },
  {
    question:
      "I sent in my old Northwind tent for a warranty claim. That model isn't sold anymore. What happens if it can't be fixed?",
    docIds: [1040],
    kind: 'long',
  },
  {
    question:
      "My delivery was late twice and nobody answered my emails. I'm really frustrated with you guys. How do I make a formal complaint?",
    docIds: [1028],
    kind: 'long',
  },
  {
    question:
      "I'd rather talk to a real person about a big order for our scout troop. I'm at work all day though. Can someone phone me back?",
    docIds: [1041],
    kind: 'long',
  },
  {
    question:
      'I signed up years ago with my old work email. That job is gone and I want to use my personal email now. How do I switch it?',
    docIds: [1031],
    kind: 'long',
  },
  {
    question:
      'I shop with you a lot for our family camping trips. A friend said you have some kind of points thing. How does it work?',
    docIds: [1034],
    kind: 'long',
  },
  {
    question: 'How long does shipping take to Hawaii, and how can I track it?',
    docIds: [1002, 1004],
    kind: 'two-part',
  },
  { question: 'Do you ship to Australia? And can I pay with Klarna?', docIds: [1011, 1020], kind: 'two-part' },
  { question: 'How do I start a return, and when do I get my refund?', docIds: [1015, 1008], kind: 'two-part' },
  {
    question: 'Can I use two gift cards on one order? Also do you sell e-gift cards?',
    docIds: [1022, 1024],
    kind: 'two-part',
  },
  {
    question: 'What does the warranty actually cover, and do I need my receipt for it?',
    docIds: [1006, 1037],
    kind: 'two-part',
  },
  {
    question: "I want to cancel my order, or if it's too late can I at least change the delivery address?",
    docIds: [1007, 1010],
    kind: 'two-part',
  },
  { question: 'PO box?', docIds: [1014], kind: 'short' },
  { question: 'final sale returns', docIds: [1018], kind: 'short' },
  { question: 'delete account', docIds: [1032], kind: 'short' },
  { question: 'if my order shows up in 2 boxes do i pay more for shipping', docIds: [1013], kind: 'no-punctuation' },
  { question: 'my tent pole broke on the trail is there a repair kit', docIds: [1038], kind: 'no-punctuation' },
  { question: 'how do i send back stuff i bought without an account', docIds: [1015], kind: 'no-punctuation' },
  { question: 'i think you charged my card two times for one order', docIds: [1023], kind: 'no-punctuation' },
  { question: 'can i talk to someone on the phone', docIds: [1041], kind: 'no-punctuation' },
  {
    question: 'does the free shipping over 50 count before or after my discount code',
    docIds: [1001],
    kind: 'no-punctuation',
  },
  { question: 'Can I pick Saturday delivery for my order?', docIds: [], kind: 'uncovered' },
  { question: "Do Trail Rewards points expire if I don't use them?", docIds: [], kind: 'uncovered' },
  {
    question: 'If I sell my Northwind tent secondhand, does the warranty go to the new owner?',
    docIds: [],
    kind: 'uncovered',
  },
  { question: "I don't have a printer, can you mail me the return label instead?", docIds: [], kind: 'uncovered' },
  { question: 'Do you rent tents or kayaks for a weekend?', docIds: [], kind: 'uncovered' },
  { question: "What size sleeping bag should I get if I'm 6'3\"?", docIds: [], kind: 'uncovered' },
  { question: 'Are the feathers in your down jackets ethically sourced?', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-12-02 (written from the documents alone; see docs/robot.md) ----
  // Before they joined, the robot read the 50 of each language 88.1 / 90.5 / 85.7 / 88.1 % right
  // (en / fr / ja / ar) with 2 / 2 / 5 / 1 confident wrong answers.
  { question: 'do my trail rewards points ever expire if i dont use them', docIds: [], kind: 'uncovered' },
  { question: 'How do I check how much money is left on my gift card?', docIds: [], kind: 'uncovered' },
  { question: 'Is there a military or student discount?', docIds: [], kind: 'uncovered' },
  { question: 'can you deliver on a saturday? im never home on weekdays', docIds: [], kind: 'uncovered' },
  { question: 'Do you carry electric mountain bikes?', docIds: [], kind: 'uncovered' },
  { question: 'what time does the portland store close tonight', docIds: [], kind: 'uncovered' },
  { question: 'Are you hiring for seasonal warehouse jobs?', docIds: [], kind: 'uncovered' },
  { question: 'any good beginner hikes near denver you would recommend?', docIds: [], kind: 'uncovered' },
  {
    question: 'how do i send back these boots and do i have to pay for the return label',
    docIds: [1015, 1016],
    kind: 'two-part',
  },
  {
    question:
      "My card got declined at checkout, why does that happen? Also what's the minimum order to split it into payments with Klarna?",
    docIds: [1021, 1020],
    kind: 'two-part',
  },
  {
    question: 'I forgot my password. Also, how do I update the email address on my account?',
    docIds: [1009, 1031],
    kind: 'two-part',
  },
  {
    question: 'need the invoice pdf for my expense report also when will the stove get here if i ordered this morning',
    docIds: [1029, 1002],
    kind: 'two-part',
  },
  {
    question: 'Do you sell gift cards, and can I use one together with a discount code?',
    docIds: [1024, 1022],
    kind: 'two-part',
  },
  {
    question:
      'What kind of problems does the warranty actually cover? And how do I file a claim for the ripped seam on my rain jacket?',
    docIds: [1006, 1036],
    kind: 'two-part',
  },
  {
    question:
      'Tracking says my package was delivered yesterday at 3pm but there is nothing on my porch. I already asked my neighbor and checked the lobby. It was a birthday present for my son on Saturday. What do I do now?',
    docIds: [1012],
    kind: 'long',
  },
  {
    question:
      "Is there a way to return a present without the person who bought it finding out? My aunt got me a down parka for Christmas but it's way too warm for Florida. I have the gift receipt that came in the box.",
    docIds: [1019],
    kind: 'long',
  },
  {
    question:
      "I bought a 2-person tent from you last week for $299 and today I see it listed for $249. We don't leave on our trip until next month. Can I get the difference back?",
    docIds: [1027],
    kind: 'long',
  },
  {
    question:
      "I sent my daughter's sleeping bag in under warranty last week because the zipper track ripped right out. The email said the repair team isn't sure it can be fixed, and I know that model isn't sold anymore. What do we get if it can't be repaired?",
    docIds: [1040],
    kind: 'long',
  },
  {
    question:
      'I ordered trekking poles on Tuesday and only clicked buy once. Now my bank app shows two identical $89 payments. Did you take my money twice?',
    docIds: [1023],
    kind: 'long',
  },
  {
    question:
      'Why did one order come in three different boxes? I ordered a kayak, paddles and a dry bag for my husband and they showed up on different days this week. Am I going to be charged shipping three times?',
    docIds: [1013],
    kind: 'long',
  },
  {
    question:
      "My old tent from 2015 has a cracked pole and the door zipper is busted. It's way past the warranty but I love that thing and we're going camping in August. Do you guys fix stuff like that?",
    docIds: [1038],
    kind: 'long',
  },
  {
    question:
      'I was trying to log in on my phone at the trailhead and kept typing the wrong password. Now it says my account is locked and I need to check my order before tonight. How long until I can get back in?',
    docIds: [1035],
    kind: 'long',
  },
  { question: 'express shipping cost', docIds: [1001], kind: 'short' },
  { question: 'callback please', docIds: [1041], kind: 'short' },
  { question: 'final sale returnable?', docIds: [1018], kind: 'short' },
  { question: 'how lon does a refnd take to show up on my card after u get my return', docIds: [1008], kind: 'typo' },
  { question: 'can i chnage the adress on my ordr i just placed it like 10 min ago', docIds: [1010], kind: 'typo' },
  { question: 'wat payment metods do u take', docIds: [1005], kind: 'typo' },
  {
    question: 'my northwind jacket i bougth at a diffrent shop brokke is it still coverd',
    docIds: [1039],
    kind: 'typo',
  },
  { question: 'i lost the reciept do i need it for a warrnty claim', docIds: [1037], kind: 'typo' },
  { question: 'do i nede an acount to ordr or can i just chekout', docIds: [1030], kind: 'typo' },
  { question: 'How many days do I have to send something back for my money back?', docIds: [1003], kind: 'paraphrase' },
  { question: 'just ordered a backpack, where can i see where it is?', docIds: [1004], kind: 'paraphrase' },
  {
    question: 'changed my mind, can i still cancel what i ordered a few minutes ago?',
    docIds: [1007],
    kind: 'paraphrase',
  },
  { question: 'do u guys ship to the uk', docIds: [1011], kind: 'no-punctuation' },
  {
    question: 'These hiking boots are a half size too small, can I swap them for a 10?',
    docIds: [1017],
    kind: 'paraphrase',
  },
  { question: 'ordered the green fleece but you sent me a blue one what now', docIds: [1025], kind: 'no-punctuation' },
  {
    question: 'forgot to add a headlamp to my order, can you throw it in the same box?',
    docIds: [1026],
    kind: 'paraphrase',
  },
  {
    question: 'Your service has been terrible and I would like to make a formal complaint.',
    docIds: [1028],
    kind: 'paraphrase',
  },
  { question: 'i want my account gone and all my data wiped', docIds: [1032], kind: 'no-punctuation' },
  { question: 'if i order before lunch will it go out today', docIds: [1002], kind: 'no-punctuation' },
  { question: 'whats the minimum i need to spend to get free shipping', docIds: [1001], kind: 'no-punctuation' },
  {
    question: 'hit the reset password button twice and still nothing in my inbox',
    docIds: [1009],
    kind: 'no-punctuation',
  },
  { question: 'If I buy my brother a gift card, does it expire at some point?', docIds: [1024], kind: 'paraphrase' },
  { question: 'why wont my card go through it keeps saying declined', docIds: [1021], kind: 'no-punctuation' },
  {
    question: 'The buckle on my pack snapped after 6 months of use, how do I get it fixed or replaced?',
    docIds: [1036],
    kind: 'paraphrase',
  },
  {
    question: 'got the shipped email but the tracking link says no info yet, is that normal?',
    docIds: [1004],
    kind: 'paraphrase',
  },
];
