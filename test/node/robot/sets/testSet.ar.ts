// The held-out Arabic test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_AR: readonly VisitorQuestion[] = [
  // paraphrases
  { question: 'كم تكلفة التوصيل إذا كان طلبي أقل من 50 دولارًا؟', docIds: [7001], kind: 'paraphrase' },
  { question: 'كم يومًا يستغرق الشحن العادي؟', docIds: [7002], kind: 'paraphrase' },
  { question: 'اشتريت حذاءً ولم يعجبني، هل أستطيع إعادته خلال شهر؟', docIds: [7003], kind: 'paraphrase' },
  { question: 'ما هي طرق الدفع المتاحة عندكم؟', docIds: [7005], kind: 'paraphrase' },
  { question: 'أريد إلغاء الطلب الذي قمت به قبل قليل', docIds: [7007], kind: 'paraphrase' },
  { question: 'هل تشحنون إلى بريطانيا؟', docIds: [7011], kind: 'paraphrase' },
  { question: 'هل يجب أن أنشئ حسابًا لكي أشتري؟', docIds: [7030], kind: 'paraphrase' },
  { question: 'هل الضمان يشمل التلف الناتج عن الاستعمال العادي؟', docIds: [7006], kind: 'paraphrase' },
  { question: 'هل عندكم نظام نقاط للعملاء الدائمين؟', docIds: [7034], kind: 'paraphrase' },
  // typos (hamza, ta marbuta, dialect spelling)
  { question: 'نسيت كلمه المرور', docIds: [7009], kind: 'typo' },
  { question: 'متى يرجع المبلغ بعد الارجاع', docIds: [7008], kind: 'typo' },
  { question: 'تم قفل حسابي بعد محاولات كتيره', docIds: [7035], kind: 'typo' },
  { question: 'كيف استخدم كود الخصم', docIds: [7022], kind: 'typo' },
  { question: 'هل عندكم بطاقه هديه للبيع', docIds: [7024], kind: 'typo' },
  // no punctuation
  { question: 'وين طلبي ابغى اعرف وين وصل', docIds: [7004], kind: 'no-punctuation' },
  { question: 'هل ارجاع المنتج مجاني ولا علي رسوم', docIds: [7016], kind: 'no-punctuation' },
  { question: 'ابي الغي اشتراكي في النشرة البريدية', docIds: [7033], kind: 'no-punctuation' },
  { question: 'احتاج فاتورة للطلب حقي', docIds: [7029], kind: 'no-punctuation' },
  { question: 'ايش المنتجات اللي ما تنرجع', docIds: [7018], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      'مرحبا، اشتريت خيمة قبل أسبوع بسعر 300 دولار والآن أرى أن سعرها نزل إلى 250 في موقعكم. هل يمكن أن تعيدوا لي الفرق؟',
    docIds: [7027],
    kind: 'long',
  },
  {
    question:
      'السلام عليكم، طلبت حقيبة ظهر زرقاء ووصلني الطرد لكن الحقيبة التي فيه حمراء وليست التي اخترتها. ماذا أفعل؟',
    docIds: [7025],
    kind: 'long',
  },
  {
    question:
      'حاولت الدفع ببطاقتي ثلاث مرات وفي كل مرة تظهر رسالة أن العملية مرفوضة مع أن البطاقة فيها رصيد. لماذا يحدث هذا؟',
    docIds: [7021],
    kind: 'long',
  },
  {
    question:
      'صديقي أهداني سترة من متجركم لكنها لا تعجبني، وليس معي إلا إيصال الهدية الذي كان في العلبة. هل أستطيع إرجاعها؟',
    docIds: [7019],
    kind: 'long',
  },
  {
    question:
      'تتبع الشحنة يقول إنها سُلِّمت أمس لكنني لم أجد شيئًا عند الباب وسألت الجيران ولا أحد استلمها. ماذا أفعل الآن؟',
    docIds: [7012],
    kind: 'long',
  },
  // very short
  { question: 'الدفع بالتقسيط؟', docIds: [7020], kind: 'short' },
  { question: 'حذف الحساب', docIds: [7032], kind: 'short' },
  { question: 'شكوى', docIds: [7028], kind: 'short' },
  { question: 'تصليح بعد انتهاء الضمان', docIds: [7038], kind: 'short' },
  // two-part
  { question: 'كيف أبدأ الإرجاع ومتى أستلم المبلغ؟', docIds: [7015, 7008], kind: 'two-part' },
  { question: 'هل توصلون إلى صندوق بريد؟ وكم تكلفة الشحن السريع؟', docIds: [7014, 7001], kind: 'two-part' },
  { question: 'كيف أقدم طلب ضمان لسحاب مكسور وهل أحتاج إثبات الشراء؟', docIds: [7036, 7037], kind: 'two-part' },
  {
    question: 'أريد تغيير رقم هاتفي في الحساب، وأيضًا أريد أن يتصل بي أحد من فريقكم',
    docIds: [7031, 7041],
    kind: 'two-part',
  },
  // not covered by the knowledge base
  { question: 'هل لديكم فرع في دبي؟', docIds: [], kind: 'uncovered' },
  { question: 'هل تؤجرون الخيام للرحلات؟', docIds: [], kind: 'uncovered' },
  { question: 'كيف أغسل سترة الريش بدون ما تتلف؟', docIds: [], kind: 'uncovered' },
  { question: 'هل يوجد خصم للطلاب', docIds: [], kind: 'uncovered' },
  { question: 'ما هي درجة حرارة الراحة لكيس النوم؟', docIds: [], kind: 'uncovered' },
  { question: 'هل عندكم وظائف شاغرة؟', docIds: [], kind: 'uncovered' },
];
