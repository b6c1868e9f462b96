// What the robot says in its own words (not a document's answer), in each of the spec's 24
// locales: the visitor reads them in the language they asked in. `{question}` and
// `{languages}` are filled in by robotText().

export interface RobotTexts {
  /** Nothing relevant found. */
  unknown: string;
  /** A guide listing several close questions. */
  guide: string;
  /** A guide with one option: "Did you mean: {question}?" (Yes / No under it). */
  confirm: string;
  /** The visitor pressed No on a confirm. */
  declined: string;
  /** The message has only words of courtesy ("hello", "thanks"). */
  courtesy: string;
  /** The robot hands the visitor to a human. */
  transfer: string;
  /** No document in the visitor's language: says which languages it can answer in ({languages}). */
  otherLanguage: string;
  /**
   * The buttons under a message, labelled in the message's language (ChatMessage.robotLabels):
   * Yes and No of a confirm, the transfer button, the thumbs and the link to the full article.
   * The widget's own locales have the same words (message.confirmYes, confirmNo, transfer,
   * useful, notUseful, feedback; question.readFull; a test keeps them equal).
   */
  yes: string;
  no: string;
  transferButton: string;
  useful: string;
  notUseful: string;
  /** The thumbs' group name for screen readers. */
  feedback: string;
  readFull: string;
}

/** Keyed by the spec's locale codes ('tw' is Traditional Chinese). */
export const ROBOT_TEXTS: Readonly<Record<string, RobotTexts>> = {
  en: {
    unknown: "Sorry, I don't have an answer for that yet. Could you put it another way, or ask for a human agent?",
    guide: 'Did you mean one of these?',
    confirm: 'Did you mean: {question}?',
    declined: 'Sorry about that. Could you put it another way, or ask for a human agent?',
    courtesy: 'Happy to help! What would you like to know?',
    transfer: 'Transferring you to a human agent…',
    otherLanguage:
      "Sorry, I can't answer in your language yet. I can answer in {languages}: here are some questions I can help with, or ask for a human agent.",
    yes: 'Yes',
    no: 'No, something else',
    transferButton: 'Transfer to a human agent',
    useful: 'Useful',
    notUseful: 'Not useful',
    feedback: 'Was this answer helpful?',
    readFull: 'Read the full article',
  },
  zh: {
    unknown: '抱歉，我暂时还不能回答这个问题。您可以换个说法，或者转人工客服。',
    guide: '您是不是想问：',
    confirm: '您是不是想问：{question}？',
    declined: '抱歉没能帮上忙。您可以换个说法，或者转人工客服。',
    courtesy: '很高兴为您服务！请问您想了解什么？',
    transfer: '正在为您转接人工客服…',
    otherLanguage:
      '抱歉，我暂时还不能用您的语言回答。我可以用{languages}回答：以下是我能解答的问题，您也可以转人工客服。',
    yes: '是的',
    no: '不是，我想问别的',
    transferButton: '转人工客服',
    useful: '有用',
    notUseful: '没用',
    feedback: '这个回答有帮助吗？',
    readFull: '阅读全文',
  },
  vi: {
    unknown:
      'Xin lỗi, hiện tôi chưa có câu trả lời cho câu hỏi này. Bạn có thể hỏi theo cách khác, hoặc yêu cầu chuyển sang nhân viên hỗ trợ.',
    guide: 'Có phải bạn muốn hỏi một trong những câu sau?',
    confirm: 'Có phải bạn muốn hỏi: {question}?',
    declined:
      'Xin lỗi vì chưa giúp được bạn. Bạn có thể hỏi theo cách khác, hoặc yêu cầu chuyển sang nhân viên hỗ trợ.',
    courtesy: 'Rất sẵn lòng hỗ trợ bạn! Bạn muốn biết điều gì?',
    transfer: 'Đang chuyển bạn sang nhân viên hỗ trợ…',
    otherLanguage:
      'Xin lỗi, hiện tôi chưa thể trả lời bằng ngôn ngữ của bạn. Tôi có thể trả lời bằng các ngôn ngữ sau: {languages}. Dưới đây là một số câu hỏi tôi có thể giúp, hoặc bạn có thể yêu cầu chuyển sang nhân viên hỗ trợ.',
    yes: 'Đúng vậy',
    no: 'Không, tôi muốn hỏi câu khác',
    transferButton: 'Chuyển sang nhân viên hỗ trợ',
    useful: 'Hữu ích',
    notUseful: 'Không hữu ích',
    feedback: 'Câu trả lời này có hữu ích không?',
    readFull: 'Đọc toàn bộ bài viết',
  },
  th: {
    unknown: 'ขออภัยค่ะ ตอนนี้ยังไม่มีคำตอบสำหรับคำถามนี้ คุณลองถามด้วยคำอื่น หรือขอคุยกับเจ้าหน้าที่ได้ค่ะ',
    guide: 'คุณหมายถึงคำถามข้อใดต่อไปนี้คะ',
    confirm: 'คุณหมายถึง “{question}” ใช่ไหมคะ',
    declined: 'ขออภัยค่ะ คุณลองถามด้วยคำอื่น หรือขอคุยกับเจ้าหน้าที่ได้ค่ะ',
    courtesy: 'ยินดีให้บริการค่ะ คุณอยากทราบเรื่องอะไรคะ?',
    transfer: 'กำลังเชื่อมต่อคุณกับเจ้าหน้าที่…',
    otherLanguage:
      'ขออภัยค่ะ ตอนนี้ยังตอบเป็นภาษาของคุณไม่ได้ ภาษาที่ตอบได้คือ {languages} ด้านล่างนี้คือคำถามที่ช่วยตอบได้ หรือคุณจะขอคุยกับเจ้าหน้าที่ก็ได้ค่ะ',
    yes: 'ใช่',
    no: 'ไม่ใช่ เป็นเรื่องอื่น',
    transferButton: 'ติดต่อเจ้าหน้าที่',
    useful: 'มีประโยชน์',
    notUseful: 'ไม่มีประโยชน์',
    feedback: 'คำตอบนี้มีประโยชน์หรือไม่',
    readFull: 'อ่านบทความฉบับเต็ม',
  },
  ar: {
    unknown:
      'عذرًا، لا تتوفر لدي إجابة عن هذا السؤال حتى الآن. هل يمكنك طرحه بصيغة أخرى، أو طلب التحويل إلى موظف الدعم؟',
    guide: 'هل تقصد أحد هذه الأسئلة؟',
    confirm: 'هل تقصد: {question}؟',
    declined: 'نعتذر عن ذلك. هل يمكنك طرح سؤالك بصيغة أخرى، أو طلب التحويل إلى موظف الدعم؟',
    courtesy: 'يسعدني مساعدتك! ماذا تود أن تعرف؟',
    transfer: 'جارٍ تحويلك إلى موظف الدعم…',
    otherLanguage:
      'عذرًا، لا يمكنني الرد بلغتك حتى الآن. يمكنني الرد باللغات التالية: {languages}. إليك بعض الأسئلة التي يمكنني المساعدة فيها، أو يمكنك طلب التحويل إلى موظف الدعم.',
    yes: 'نعم',
    no: 'لا، أقصد شيئًا آخر',
    transferButton: 'التحويل إلى موظف الدعم',
    useful: 'مفيد',
    notUseful: 'غير مفيد',
    feedback: 'هل كانت هذه الإجابة مفيدة؟',
    readFull: 'قراءة المقال كاملًا',
  },
  bn: {
    unknown:
      'দুঃখিত, এই প্রশ্নের উত্তর এখনও আমার কাছে নেই। আপনি প্রশ্নটি অন্যভাবে লিখে দেখতে পারেন, অথবা একজন এজেন্টের সাথে কথা বলতে পারেন।',
    guide: 'আপনি কি এগুলোর মধ্যে কোনো একটি জানতে চাইছেন?',
    confirm: 'আপনি কি এটি জানতে চাইছেন: {question}?',
    declined: 'দুঃখিত। আপনি প্রশ্নটি অন্যভাবে লিখে দেখতে পারেন, অথবা একজন এজেন্টের সাথে কথা বলতে পারেন।',
    courtesy: 'সাহায্য করতে পেরে খুশি! আপনি কী জানতে চান?',
    transfer: 'আপনাকে একজন এজেন্টের সাথে যুক্ত করা হচ্ছে…',
    otherLanguage:
      'দুঃখিত, আমি এখনও আপনার ভাষায় উত্তর দিতে পারি না। আমি এই ভাষাগুলোতে উত্তর দিতে পারি: {languages}। নিচে কিছু প্রশ্ন দেওয়া হলো যেগুলোতে আমি সাহায্য করতে পারি, অথবা আপনি একজন এজেন্টের সাথে কথা বলতে পারেন।',
    yes: 'হ্যাঁ',
    no: 'না, অন্য কিছু',
    transferButton: 'এজেন্টের সাথে কথা বলুন',
    useful: 'সহায়ক',
    notUseful: 'সহায়ক নয়',
    feedback: 'এই উত্তরটি কি সহায়ক ছিল?',
    readFull: 'পুরো নিবন্ধটি পড়ুন',
  },
  de: {
    unknown:
      'Leider habe ich darauf noch keine Antwort. Könnten Sie Ihre Frage anders formulieren oder mit einem Mitarbeiter sprechen?',
    guide: 'Meinten Sie eine dieser Fragen?',
    confirm: 'Meinten Sie: {question}?',
    declined: 'Das tut mir leid. Könnten Sie Ihre Frage anders formulieren oder mit einem Mitarbeiter sprechen?',
    courtesy: 'Gern helfe ich Ihnen! Was möchten Sie wissen?',
    transfer: 'Sie werden mit einem Mitarbeiter verbunden…',
    otherLanguage:
      'Leider kann ich noch nicht in Ihrer Sprache antworten. Ich kann in diesen Sprachen antworten: {languages}. Hier sind einige Fragen, bei denen ich helfen kann – oder sprechen Sie mit einem Mitarbeiter.',
    yes: 'Ja',
    no: 'Nein, etwas anderes',
    transferButton: 'Mit einem Mitarbeiter sprechen',
    useful: 'Hilfreich',
    notUseful: 'Nicht hilfreich',
    feedback: 'War diese Antwort hilfreich?',
    readFull: 'Ganzen Artikel lesen',
  },
  es: {
    unknown:
      'Lo siento, todavía no tengo una respuesta para eso. ¿Podría formular su pregunta de otra manera o pedir hablar con un agente?',
    guide: '¿Se refería a alguna de estas preguntas?',
    confirm: '¿Quiso decir: {question}?',
    declined: 'Disculpe. ¿Podría formular su pregunta de otra manera o pedir hablar con un agente?',
    courtesy: '¡Con gusto le ayudo! ¿Qué le gustaría saber?',
    transfer: 'Le estamos transfiriendo a un agente…',
    otherLanguage:
      'Lo siento, todavía no puedo responder en su idioma. Puedo responder en estos idiomas: {languages}. Aquí tiene algunas preguntas con las que puedo ayudarle; también puede pedir hablar con un agente.',
    yes: 'Sí',
    no: 'No, otra cosa',
    transferButton: 'Hablar con un agente',
    useful: 'Útil',
    notUseful: 'No útil',
    feedback: '¿Le ha resultado útil esta respuesta?',
    readFull: 'Leer el artículo completo',
  },
  fa: {
    unknown:
      'متأسفم، هنوز پاسخی برای این سؤال ندارم. لطفاً آن را به شکل دیگری بپرسید یا درخواست گفتگو با پشتیبان انسانی بدهید.',
    guide: 'آیا منظورتان یکی از این سؤال‌ها بود؟',
    confirm: 'آیا منظورتان این بود: {question}؟',
    declined: 'متأسفم. لطفاً سؤال خود را به شکل دیگری بپرسید یا درخواست گفتگو با پشتیبان انسانی بدهید.',
    courtesy: 'خوشحال می‌شوم کمک کنم! چه چیزی می‌خواهید بدانید؟',
    transfer: 'در حال انتقال شما به پشتیبان انسانی…',
    otherLanguage:
      'متأسفم، هنوز نمی‌توانم به زبان شما پاسخ دهم. می‌توانم به این زبان‌ها پاسخ دهم: {languages}. در ادامه چند سؤال آمده که می‌توانم در آن‌ها کمک کنم؛ همچنین می‌توانید درخواست گفتگو با پشتیبان انسانی بدهید.',
    yes: 'بله',
    no: 'نه، منظورم چیز دیگری است',
    transferButton: 'گفتگو با پشتیبان انسانی',
    useful: 'مفید بود',
    notUseful: 'مفید نبود',
    feedback: 'آیا این پاسخ مفید بود؟',
    readFull: 'خواندن کامل مقاله',
  },
  fil: {
    unknown:
      'Paumanhin po, wala pa akong sagot diyan. Maaari po ba ninyong itanong ito sa ibang paraan, o humiling na makipag-usap sa agent?',
    guide: 'Isa po ba rito ang ibig ninyong itanong?',
    confirm: 'Ito po ba ang ibig ninyong sabihin: {question}?',
    declined: 'Paumanhin po. Maaari po ba ninyong itanong ito sa ibang paraan, o humiling na makipag-usap sa agent?',
    courtesy: 'Ikinagagalak po naming tumulong! Ano po ang nais ninyong malaman?',
    transfer: 'Ikinokonekta na po kayo sa isang agent…',
    otherLanguage:
      'Paumanhin po, hindi pa ako makasagot sa inyong wika. Makakasagot ako sa mga wikang ito: {languages}. Narito ang ilang tanong na matutulungan ko, o maaari po kayong humiling na makipag-usap sa agent.',
    yes: 'Oo',
    no: 'Hindi po, iba ang tanong ko',
    transferButton: 'Makipag-usap sa agent',
    useful: 'Nakatulong',
    notUseful: 'Hindi nakatulong',
    feedback: 'Nakatulong po ba ang sagot na ito?',
    readFull: 'Basahin ang buong artikulo',
  },
  fr: {
    unknown:
      'Désolé, je n’ai pas encore de réponse à cette question. Pourriez-vous la formuler autrement, ou demander à parler à un conseiller ?',
    guide: 'Vouliez-vous parler de l’une de ces questions ?',
    confirm: 'Vouliez-vous dire : {question} ?',
    declined: 'Toutes mes excuses. Pourriez-vous reformuler votre question, ou demander à parler à un conseiller ?',
    courtesy: 'Avec plaisir ! Que souhaitez-vous savoir ?',
    transfer: 'Je vous mets en relation avec un conseiller…',
    otherLanguage:
      'Désolé, je ne peux pas encore répondre dans votre langue. Je peux répondre dans ces langues : {languages}. Voici quelques questions pour lesquelles je peux vous aider ; vous pouvez aussi demander à parler à un conseiller.',
    yes: 'Oui',
    no: 'Non, autre chose',
    transferButton: 'Parler à un conseiller',
    useful: 'Utile',
    notUseful: 'Pas utile',
    feedback: 'Cette réponse vous a-t-elle aidé ?',
    readFull: 'Lire l’article complet',
  },
  ja: {
    unknown:
      '申し訳ございません。このご質問にはまだお答えできません。別の言い方でもう一度お試しいただくか、オペレーターにおつなぎすることもできます。',
    guide: 'もしかして、次のいずれかのご質問でしょうか？',
    confirm: 'もしかして「{question}」のことでしょうか？',
    declined: '失礼いたしました。別の言い方でもう一度お試しいただくか、オペレーターにおつなぎすることもできます。',
    courtesy: 'お気軽にどうぞ。何をお知りになりたいですか？',
    transfer: 'オペレーターにおつなぎしています…',
    otherLanguage:
      '申し訳ございません。お客様の言語ではまだお答えできません（対応言語：{languages}）。以下のご質問でしたらお答えできます。オペレーターにおつなぎすることも可能です。',
    yes: 'はい',
    no: 'いいえ、別の質問です',
    transferButton: 'オペレーターにつなぐ',
    useful: '役に立った',
    notUseful: '役に立たなかった',
    feedback: 'この回答は役に立ちましたか？',
    readFull: '記事全文を読む',
  },
  km: {
    unknown: 'សូមអភ័យទោស ខ្ញុំមិនទាន់មានចម្លើយសម្រាប់សំណួរនេះនៅឡើយទេ។ អ្នកអាចសាកល្បងសួរតាមរបៀបផ្សេង ឬស្នើសុំនិយាយជាមួយភ្នាក់ងារ។',
    guide: 'តើអ្នកចង់សួរសំណួរណាមួយក្នុងចំណោមសំណួរទាំងនេះមែនទេ?',
    confirm: 'តើអ្នកចង់សួរថា៖ {question} មែនទេ?',
    declined: 'សូមអភ័យទោស។ អ្នកអាចសាកល្បងសួរតាមរបៀបផ្សេង ឬស្នើសុំនិយាយជាមួយភ្នាក់ងារ។',
    courtesy: 'រីករាយនឹងជួយ! តើអ្នកចង់ដឹងអំពីអ្វី?',
    transfer: 'កំពុងផ្ទេរអ្នកទៅភ្នាក់ងារ…',
    otherLanguage:
      'សូមអភ័យទោស ខ្ញុំមិនទាន់អាចឆ្លើយជាភាសារបស់អ្នកបាននៅឡើយទេ។ ខ្ញុំអាចឆ្លើយជាភាសាទាំងនេះ៖ {languages}។ ខាងក្រោមនេះជាសំណួរមួយចំនួនដែលខ្ញុំអាចជួយបាន ឬអ្នកអាចស្នើសុំនិយាយជាមួយភ្នាក់ងារ។',
    yes: 'ត្រូវហើយ',
    no: 'ទេ គឺរឿងផ្សេង',
    transferButton: 'ផ្ទេរទៅភ្នាក់ងារ',
    useful: 'មានប្រយោជន៍',
    notUseful: 'គ្មានប្រយោជន៍',
    feedback: 'តើចម្លើយនេះមានប្រយោជន៍ទេ?',
    readFull: 'អានអត្ថបទពេញ',
  },
  lo: {
    unknown: 'ຂໍອະໄພ, ຍັງບໍ່ມີຄຳຕອບສຳລັບຄຳຖາມນີ້ເທື່ອ. ທ່ານສາມາດລອງຖາມໃນຮູບແບບອື່ນ ຫຼື ຂໍລົມກັບພະນັກງານໄດ້.',
    guide: 'ທ່ານໝາຍເຖິງຄຳຖາມໃດໜຶ່ງເຫຼົ່ານີ້ບໍ?',
    confirm: 'ທ່ານໝາຍເຖິງ: {question} ແມ່ນບໍ?',
    declined: 'ຂໍອະໄພ. ທ່ານສາມາດລອງຖາມໃນຮູບແບບອື່ນ ຫຼື ຂໍລົມກັບພະນັກງານໄດ້.',
    courtesy: 'ຍິນດີຊ່ວຍເຫຼືອ! ທ່ານຢາກຮູ້ກ່ຽວກັບຫຍັງ?',
    transfer: 'ກຳລັງໂອນທ່ານໄປຫາພະນັກງານ…',
    otherLanguage:
      'ຂໍອະໄພ, ຍັງບໍ່ສາມາດຕອບເປັນພາສາຂອງທ່ານໄດ້ເທື່ອ. ພາສາທີ່ສາມາດຕອບໄດ້: {languages}. ຂ້າງລຸ່ມນີ້ແມ່ນຄຳຖາມທີ່ສາມາດຊ່ວຍໄດ້ ຫຼື ທ່ານສາມາດຂໍລົມກັບພະນັກງານໄດ້.',
    yes: 'ແມ່ນແລ້ວ',
    no: 'ບໍ່ແມ່ນ, ເປັນເລື່ອງອື່ນ',
    transferButton: 'ໂອນໄປຫາພະນັກງານ',
    useful: 'ມີປະໂຫຍດ',
    notUseful: 'ບໍ່ມີປະໂຫຍດ',
    feedback: 'ຄຳຕອບນີ້ມີປະໂຫຍດບໍ?',
    readFull: 'ອ່ານບົດຄວາມເຕັມ',
  },
  ko: {
    unknown:
      '죄송합니다. 아직 이 질문에 대한 답변이 없습니다. 다른 표현으로 다시 질문해 주시거나 상담원 연결을 요청해 주세요.',
    guide: '혹시 다음 질문 중 하나를 찾으시나요?',
    confirm: '혹시 “{question}”에 대해 궁금하신가요?',
    declined: '죄송합니다. 다른 표현으로 다시 질문해 주시거나 상담원 연결을 요청해 주세요.',
    courtesy: '기꺼이 도와드릴게요! 무엇이 궁금하신가요?',
    transfer: '상담원에게 연결하고 있습니다…',
    otherLanguage:
      '죄송합니다. 아직 고객님의 언어로는 답변드릴 수 없습니다. 답변 가능한 언어: {languages}. 아래 질문에 대해서는 도와드릴 수 있으며, 상담원 연결을 요청하실 수도 있습니다.',
    yes: '네',
    no: '아니요, 다른 질문입니다',
    transferButton: '상담원 연결',
    useful: '도움 됨',
    notUseful: '도움 안 됨',
    feedback: '이 답변이 도움이 되었나요?',
    readFull: '전체 글 보기',
  },
  ms: {
    unknown:
      'Maaf, saya belum mempunyai jawapan untuk soalan itu. Boleh anda tanya dengan cara lain, atau minta untuk bercakap dengan ejen?',
    guide: 'Adakah anda maksudkan salah satu daripada soalan ini?',
    confirm: 'Adakah anda maksudkan: {question}?',
    declined: 'Maaf tentang itu. Boleh anda tanya dengan cara lain, atau minta untuk bercakap dengan ejen?',
    courtesy: 'Sedia membantu! Apa yang anda ingin tahu?',
    transfer: 'Sedang menghubungkan anda dengan ejen…',
    otherLanguage:
      'Maaf, saya belum dapat menjawab dalam bahasa anda. Saya boleh menjawab dalam bahasa berikut: {languages}. Berikut ialah beberapa soalan yang boleh saya bantu, atau anda boleh minta untuk bercakap dengan ejen.',
    yes: 'Ya',
    no: 'Tidak, soalan lain',
    transferButton: 'Bercakap dengan ejen',
    useful: 'Membantu',
    notUseful: 'Tidak membantu',
    feedback: 'Adakah jawapan ini membantu?',
    readFull: 'Baca artikel penuh',
  },
  my: {
    unknown: 'စိတ်မကောင်းပါ၊ ဤမေးခွန်းအတွက် အဖြေ မရှိသေးပါ။ အခြားပုံစံဖြင့် ထပ်မံမေးမြန်းကြည့်ပါ သို့မဟုတ် ဝန်ထမ်းနှင့် စကားပြောရန် တောင်းဆိုနိုင်ပါသည်။',
    guide: 'အောက်ပါမေးခွန်းများထဲမှ တစ်ခုကို ဆိုလိုပါသလား။',
    confirm: '“{question}” ကို ဆိုလိုပါသလား။',
    declined: 'စိတ်မကောင်းပါ။ အခြားပုံစံဖြင့် ထပ်မံမေးမြန်းကြည့်ပါ သို့မဟုတ် ဝန်ထမ်းနှင့် စကားပြောရန် တောင်းဆိုနိုင်ပါသည်။',
    courtesy: 'ကူညီပေးရတာ ဝမ်းသာပါတယ်။ ဘာသိချင်ပါသလဲ။',
    transfer: 'ဝန်ထမ်းထံ လွှဲပြောင်းပေးနေပါသည်…',
    otherLanguage:
      'စိတ်မကောင်းပါ၊ သင့်ဘာသာစကားဖြင့် မဖြေကြားနိုင်သေးပါ။ ဖြေကြားနိုင်သော ဘာသာစကားများ- {languages}။ အောက်တွင် ကူညီဖြေကြားနိုင်သော မေးခွန်းအချို့ ရှိပါသည်၊ သို့မဟုတ် ဝန်ထမ်းနှင့် စကားပြောရန် တောင်းဆိုနိုင်ပါသည်။',
    yes: 'ဟုတ်ကဲ့',
    no: 'မဟုတ်ပါ၊ အခြားမေးခွန်းပါ',
    transferButton: 'ဝန်ထမ်းထံ လွှဲပြောင်းရန်',
    useful: 'အသုံးဝင်သည်',
    notUseful: 'အသုံးမဝင်ပါ',
    feedback: 'ဤအဖြေသည် အထောက်အကူဖြစ်ပါသလား။',
    readFull: 'ဆောင်းပါးအပြည့်အစုံ ဖတ်ရန်',
  },
  nl: {
    unknown: 'Helaas heb ik daar nog geen antwoord op. Kunt u uw vraag anders formuleren of met een medewerker praten?',
    guide: 'Bedoelde u een van deze vragen?',
    confirm: 'Bedoelde u: {question}?',
    declined: 'Excuses daarvoor. Kunt u uw vraag anders formuleren of met een medewerker praten?',
    courtesy: 'Ik help u graag! Wat wilt u weten?',
    transfer: 'U wordt doorverbonden met een medewerker…',
    otherLanguage:
      'Helaas kan ik nog niet in uw taal antwoorden. Ik kan antwoorden in deze talen: {languages}. Hieronder staan enkele vragen waarmee ik u kan helpen, of u kunt met een medewerker praten.',
    yes: 'Ja',
    no: 'Nee, iets anders',
    transferButton: 'Met een medewerker praten',
    useful: 'Nuttig',
    notUseful: 'Niet nuttig',
    feedback: 'Was dit antwoord nuttig?',
    readFull: 'Volledig artikel lezen',
  },
  pl: {
    unknown:
      'Przepraszam, nie znam jeszcze odpowiedzi na to pytanie. Proszę spróbować zapytać inaczej lub poprosić o połączenie z konsultantem.',
    guide: 'Czy chodziło o jedno z tych pytań?',
    confirm: 'Czy chodziło o: {question}?',
    declined: 'Przepraszam. Proszę spróbować zapytać inaczej lub poprosić o połączenie z konsultantem.',
    courtesy: 'Chętnie pomogę! W czym mogę pomóc?',
    transfer: 'Trwa łączenie z konsultantem…',
    otherLanguage:
      'Przepraszam, nie mogę jeszcze odpowiadać w tym języku. Mogę odpowiadać w tych językach: {languages}. Poniżej jest kilka pytań, w których mogę pomóc. Można też poprosić o połączenie z konsultantem.',
    yes: 'Tak',
    no: 'Nie, chodzi o coś innego',
    transferButton: 'Połącz z konsultantem',
    useful: 'Przydatne',
    notUseful: 'Nieprzydatne',
    feedback: 'Czy ta odpowiedź była pomocna?',
    readFull: 'Przeczytaj cały artykuł',
  },
  pt: {
    unknown:
      'Desculpe, ainda não tenho uma resposta para isso. Você pode perguntar de outra forma ou pedir para falar com um atendente.',
    guide: 'Você quis perguntar alguma destas?',
    confirm: 'Você quis dizer: {question}?',
    declined: 'Desculpe. Você pode perguntar de outra forma ou pedir para falar com um atendente.',
    courtesy: 'Com prazer! O que você gostaria de saber?',
    transfer: 'Transferindo você para um atendente…',
    otherLanguage:
      'Desculpe, ainda não consigo responder no seu idioma. Posso responder nestes idiomas: {languages}. Veja abaixo algumas perguntas com que posso ajudar, ou peça para falar com um atendente.',
    yes: 'Sim',
    no: 'Não, é outra coisa',
    transferButton: 'Falar com um atendente',
    useful: 'Útil',
    notUseful: 'Não foi útil',
    feedback: 'Esta resposta ajudou?',
    readFull: 'Ler o artigo completo',
  },
  ru: {
    unknown:
      'К сожалению, у меня пока нет ответа на этот вопрос. Попробуйте сформулировать его иначе или попросите связать вас с оператором.',
    guide: 'Возможно, вы имели в виду один из этих вопросов?',
    confirm: 'Вы имели в виду: {question}?',
    declined: 'Извините. Попробуйте сформулировать вопрос иначе или попросите связать вас с оператором.',
    courtesy: 'С удовольствием помогу! Что вы хотели бы узнать?',
    transfer: 'Соединяем вас с оператором…',
    otherLanguage:
      'К сожалению, я пока не могу отвечать на вашем языке. Я могу отвечать на этих языках: {languages}. Ниже — вопросы, с которыми я могу помочь; также вы можете попросить связать вас с оператором.',
    yes: 'Да',
    no: 'Нет, другое',
    transferButton: 'Связаться с оператором',
    useful: 'Полезно',
    notUseful: 'Не полезно',
    feedback: 'Этот ответ был полезен?',
    readFull: 'Читать статью полностью',
  },
  tr: {
    unknown:
      'Üzgünüm, bu konuda henüz bir yanıtım yok. Sorunuzu farklı bir şekilde sorabilir veya bir temsilciyle görüşmek isteyebilirsiniz.',
    guide: 'Bunlardan birini mi demek istediniz?',
    confirm: 'Bunu mu demek istediniz: {question}?',
    declined: 'Kusura bakmayın. Sorunuzu farklı bir şekilde sorabilir veya bir temsilciyle görüşmek isteyebilirsiniz.',
    courtesy: 'Memnuniyetle yardımcı olurum! Ne öğrenmek istersiniz?',
    transfer: 'Bir temsilciye aktarılıyorsunuz…',
    otherLanguage:
      'Üzgünüm, henüz sizin dilinizde yanıt veremiyorum. Şu dillerde yanıt verebilirim: {languages}. Aşağıda yardımcı olabileceğim bazı sorular var; dilerseniz bir temsilciyle de görüşebilirsiniz.',
    yes: 'Evet',
    no: 'Hayır, başka bir şey',
    transferButton: 'Bir temsilciyle görüş',
    useful: 'Faydalı',
    notUseful: 'Faydalı değil',
    feedback: 'Bu yanıt işinize yaradı mı?',
    readFull: 'Makalenin tamamını oku',
  },
  tw: {
    unknown: '抱歉，我目前還無法回答這個問題。您可以換個方式詢問，或轉接真人客服。',
    guide: '請問您想問的是：',
    confirm: '請問您想問的是：{question}？',
    declined: '很抱歉沒能幫上忙。您可以換個方式詢問，或轉接真人客服。',
    courtesy: '很高興為您服務！請問您想了解什麼？',
    transfer: '正在為您轉接真人客服…',
    otherLanguage:
      '抱歉，我目前還無法用您的語言回答。目前可回答的語言：{languages}。下方是我能解答的問題，您也可以轉接真人客服。',
    yes: '是的',
    no: '不是，我想問別的',
    transferButton: '轉接真人客服',
    useful: '有幫助',
    notUseful: '沒幫助',
    feedback: '這個回答對您有幫助嗎？',
    readFull: '閱讀全文',
  },
  zu: {
    unknown:
      'Uxolo, angikabi nayo impendulo yalokho. Ungazama ukubuza ngenye indlela, noma ucele ukukhuluma nommeleli?',
    guide: 'Ingabe ubuqonde omunye wale mibuzo?',
    confirm: 'Ingabe ubuqonde: {question}?',
    declined: 'Uxolo ngalokho. Ungazama ukubuza ngenye indlela, noma ucele ukukhuluma nommeleli?',
    courtesy: 'Ngiyajabula ukukusiza! Ungathanda ukwazi ini?',
    transfer: 'Sikuxhuma nommeleli…',
    otherLanguage:
      'Uxolo, angikwazi ukuphendula ngolimi lwakho okwamanje. Ngingaphendula ngalezi zilimi: {languages}. Nansi eminye imibuzo engingakusiza ngayo, noma ungacela ukukhuluma nommeleli.',
    yes: 'Yebo',
    no: 'Cha, okunye',
    transferButton: 'Xhumana nommeleli',
    useful: 'Kuwusizo',
    notUseful: 'Akuwusizo',
    feedback: 'Ingabe le mpendulo ibe wusizo?',
    readFull: 'Funda isihloko sonke',
  },
};

/** A text of the robot in `lang` (English when that locale has none), with its placeholders filled. */
export function robotText(lang: string, key: keyof RobotTexts, fill: { question?: string; languages?: string } = {}) {
  const text = (ROBOT_TEXTS[lang] ?? ROBOT_TEXTS.en!)[key];
  // One pass with a function: what is filled in is kept as written (a `$&` in it, or a `{languages}` in a question).
  return text.replace(/\{(question|languages)\}/g, (_, name: 'question' | 'languages') => fill[name] ?? '');
}
