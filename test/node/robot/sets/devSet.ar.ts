// The Arabic development set: questions as Arabic-speaking shoppers type them (standard Arabic
// and Gulf, Levantine and Egyptian colloquial, hamza and taa marbuta often dropped), labelled
// with the Arabic documents (7001-7041: doc 7000 + n translates English doc 1000 + n). The
// robot is tuned on this set; see visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_AR: readonly VisitorQuestion[] = [
  // ---- الشحن ------------------------------------------------------------------------------
  { question: 'هل التوصيل مجاني اذا طلبت باكثر من 50 دولار', docIds: [7001], kind: 'typo' },
  { question: 'الشحن بكام', docIds: [7001], kind: 'short' },
  { question: 'متى يوصل طلبي؟', docIds: [7002], kind: 'paraphrase' },
  { question: 'كم يوم ياخذ التوصيل', docIds: [7002], kind: 'typo' },
  { question: 'هل تشحنون خارج امريكا مثلا الى المانيا', docIds: [7011], kind: 'no-punctuation' },
  { question: 'مكتوب تم التوصيل بس ما استلمت شي', docIds: [7012], kind: 'paraphrase' },
  { question: 'ليش وصلني جزء من الطلب بس؟', docIds: [7013], kind: 'paraphrase' },
  { question: 'هل يمكن الشحن إلى صندوق بريد؟', docIds: [7014], kind: 'paraphrase' },

  // ---- الإرجاع ----------------------------------------------------------------------------
  { question: 'كم يوم عندي عشان ارجع المنتج', docIds: [7003], kind: 'no-punctuation' },
  { question: 'كيف اسوي ارجاع', docIds: [7015], kind: 'paraphrase' },
  { question: 'من وين اطبع ملصق الارجاع', docIds: [7015], kind: 'typo' },
  { question: 'هل الإرجاع مجاني ولا علي رسوم؟', docIds: [7016], kind: 'paraphrase' },
  { question: 'المقاس صغير ابغى استبدله بمقاس اكبر', docIds: [7017], kind: 'no-punctuation' },
  { question: 'ايش المنتجات اللي ما تترجع', docIds: [7018], kind: 'paraphrase' },
  { question: 'جاتني هدية من متجركم بدون فاتورة هل اقدر ارجعها', docIds: [7019], kind: 'no-punctuation' },
  { question: 'رجعت المنتج من اسبوعين وما وصلني المبلغ', docIds: [7008], kind: 'paraphrase' },
  { question: 'استرداد المبلغ', docIds: [7008], kind: 'short' },

  // ---- الدفع ------------------------------------------------------------------------------
  { question: 'هل تقبلون الدفع عن طريق باي بال؟', docIds: [7005], kind: 'paraphrase' },
  { question: 'ممكن ادفع بابل باي', docIds: [7005], kind: 'no-punctuation' },
  { question: 'هل يوجد تقسيط؟', docIds: [7020], kind: 'paraphrase' },
  { question: 'البطاقه مرفوضه عند الدفع', docIds: [7021], kind: 'typo' },
  { question: 'وين احط كود الخصم', docIds: [7022], kind: 'paraphrase' },
  { question: 'انخصم المبلغ مرتين', docIds: [7023], kind: 'paraphrase' },
  { question: 'هل عندكم بطاقات هدايا؟', docIds: [7024], kind: 'paraphrase' },

  // ---- الطلبات ----------------------------------------------------------------------------
  { question: 'وين طلبي', docIds: [7004], kind: 'short' },
  { question: 'ابغى رقم التتبع', docIds: [7004], kind: 'short' },
  { question: 'طلبت بالغلط كيف الغي الطلب', docIds: [7007], kind: 'typo' },
  { question: 'كتبت العنوان غلط، هل يمكن تعديله؟', docIds: [7010], kind: 'paraphrase' },
  { question: 'وصلني منتج غير اللي طلبته', docIds: [7025], kind: 'paraphrase' },
  { question: 'ممكن اضيف منتج للطلب بعد ما طلبت', docIds: [7026], kind: 'typo' },
  { question: 'نزل السعر بعد ما اشتريت بيومين هل ترجعون الفرق', docIds: [7027], kind: 'no-punctuation' },
  { question: 'خدمتكم سيئة جدا واريد تقديم شكوى', docIds: [7028], kind: 'paraphrase' },
  { question: 'ابغى فاتورة للطلب عشان الشركة', docIds: [7029], kind: 'paraphrase' },

  // ---- الحساب -----------------------------------------------------------------------------
  { question: 'نسيت الباسورد', docIds: [7009], kind: 'short' },
  { question: 'لازم اسجل حساب عشان اطلب؟', docIds: [7030], kind: 'paraphrase' },
  { question: 'كيف اغير الايميل في حسابي', docIds: [7031], kind: 'typo' },
  { question: 'ابغى احذف حسابي', docIds: [7032], kind: 'paraphrase' },
  { question: 'وقفوا ارسال الرسائل الترويجية لي', docIds: [7033], kind: 'paraphrase' },
  { question: 'هل عندكم برنامج نقاط؟', docIds: [7034], kind: 'paraphrase' },
  { question: 'حسابي مقفل', docIds: [7035], kind: 'short' },

  // ---- الضمان -----------------------------------------------------------------------------
  { question: 'هل الضمان يشمل التلف العادي من الاستخدام', docIds: [7006], kind: 'no-punctuation' },
  { question: 'سحاب الشنطة خربان كيف اطالب بالضمان', docIds: [7036], kind: 'paraphrase' },
  { question: 'ضاعت الفاتوره هل ينفع الضمان', docIds: [7037], kind: 'typo' },
  { question: 'انتهى الضمان، هل تصلحون بمقابل؟', docIds: [7038], kind: 'paraphrase' },
  { question: 'اشتريت الجاكيت من امازون هل عليه ضمان', docIds: [7039], kind: 'no-punctuation' },
  { question: 'اذا ما قدرتوا تصلحونه وش يصير', docIds: [7040], kind: 'paraphrase' },
  { question: 'ممكن تتصلون علي؟', docIds: [7041], kind: 'paraphrase' },

  // ---- أسئلة طويلة ------------------------------------------------------------------------
  {
    question:
      'السلام عليكم، اشتريت خيمة من عندكم قبل شهرين وفي اول رحلة تخييم انفتقت الخياطة من فوق ودخل المطر، ايش المطلوب مني عشان تصلحونها او تبدلونها؟',
    docIds: [7036],
    kind: 'long',
  },
  {
    question: 'مرحبا، طلبت حذاء جبلي مقاس 43 لولدي ووصلني مقاس 41 ولون ثاني بعد، كيف احصل على الطلب الصحيح؟',
    docIds: [7025],
    kind: 'long',
  },
  {
    question:
      'السلام عليكم انا مسافر الشهر الجاي وطلبت حقيبة ظهر اليوم الصبح لكن اكتشفت اني حطيت عنوان بيتي القديم هل تقدرون تغيرونه قبل ما ينشحن',
    docIds: [7010],
    kind: 'long',
  },

  // ---- سؤالان في سؤال ---------------------------------------------------------------------
  { question: 'هل تشحنون الى كندا وهل اقدر ادفع بباي بال', docIds: [7011, 7005], kind: 'two-part' },
  { question: 'كم سعر الشحن وكم يوم يوصل', docIds: [7001, 7002], kind: 'two-part' },
  { question: 'نسيت كلمة المرور والحين الحساب مقفل', docIds: [7009, 7035], kind: 'two-part' },
  { question: 'ابغى الغي الطلب واحذف حسابي كمان', docIds: [7007, 7032], kind: 'two-part' },
  { question: 'كيف ارجع المنتج ومتى يرجع لي المبلغ', docIds: [7015, 7008], kind: 'two-part' },

  // ---- خارج قاعدة المعرفة -----------------------------------------------------------------
  { question: 'متى تفتحون المحل يوم الجمعة', docIds: [], kind: 'uncovered' },
  { question: 'هل الخيمة الخضراء لشخصين متوفرة؟', docIds: [], kind: 'uncovered' },
  { question: 'قول لي نكتة', docIds: [], kind: 'uncovered' },
  { question: 'كيف الجو في دبي اليوم', docIds: [], kind: 'uncovered' },
  { question: 'عندكم وظائف؟ ابغى اقدم', docIds: [], kind: 'uncovered' },
  { question: 'وش افضل كيس نوم للتخييم في الشتاء', docIds: [], kind: 'uncovered' },
  { question: 'كيف اغسل جاكيت الريش', docIds: [], kind: 'uncovered' },
  { question: 'هل عندكم فرع في الرياض', docIds: [], kind: 'uncovered' },
  { question: 'كيف اعزل خياطة الخيمة ضد الماء بنفسي', docIds: [], kind: 'uncovered' },
  { question: 'شكرا مع السلامة', docIds: [], kind: 'uncovered' },
];
