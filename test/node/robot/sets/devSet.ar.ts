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

  // ---- Written 2026-11-29 from the knowledge base alone, by a writer who had not seen the sets ----
  // Before they were added here, the robot read these 45.0 % right: a fresh view of how it
  // does on questions it was not tuned on.
  // paraphrase (25)
  { question: 'طلبت خيمة لشخصين ووصلتني خيمة لشخص واحد، كيف اتصرف؟', docIds: [7025], kind: 'paraphrase' },
  { question: 'من وين اقدر اعدل المعلومات الشخصية اللي سجلت فيها عندكم؟', docIds: [7031], kind: 'paraphrase' },
  {
    question: 'الفانوس اللي شريته من موقعكم مو من ماركتكم وتعطل، الضمان عليكم ولا على الشركة اللي صنعته؟',
    docIds: [7039],
    kind: 'paraphrase',
  },
  { question: 'الطلبية اذا دفعتها الحين، كم يوم عمل لين تجيني؟', docIds: [7002], kind: 'paraphrase' },
  { question: 'معي بطاقة امريكان اكسبريس بس، تمشي عندكم وقت الدفع؟', docIds: [7005], kind: 'paraphrase' },
  {
    question: 'دفعت قبل ربع ساعة وما عدت ابغى الطلب، تقدرون توقفونه قبل ما يتجهز؟',
    docIds: [7007],
    kind: 'paraphrase',
  },
  { question: 'كتبت رقم البيت غلط وانا اطلب، للحين ينفع التعديل؟', docIds: [7010], kind: 'paraphrase' },
  { question: 'انا مقيم في تورنتو، تبعتون طلباتكم لهناك وبكم؟', docIds: [7011], kind: 'paraphrase' },
  { question: 'الجاكيت سليم بس ما ناسبني، رده بيكلفني شي؟', docIds: [7016], kind: 'paraphrase' },
  { question: 'الجزمة طلعت واسعة شوي، كيف ابدلها بنمرة اصغر؟', docIds: [7017], kind: 'paraphrase' },
  { question: 'شريت كيس نوم وبعد اسبوع حطيتوا عليه تخفيض، تعوضوني؟', docIds: [7027], kind: 'paraphrase' },
  { question: 'ابي ايصال رسمي بمشترياتي عشان الضريبة، وين احصله؟', docIds: [7029], kind: 'paraphrase' },
  { question: 'خياطة شنطة الظهر انفتقت بعد ثلاث شهور، وش الخطوات عشان تصلحونها؟', docIds: [7036], kind: 'paraphrase' },
  { question: 'شنطتي من ايام 2019 والابزيم حقها انكسر، عندكم صيانة بمقابل؟', docIds: [7038], kind: 'paraphrase' },
  { question: 'ممكن احد من خدمة العملاء يرن علي بدل ما اكتب هنا؟', docIds: [7041], kind: 'paraphrase' },
  { question: 'ما اقدر ادخل لاني ناسي الرمز، كيف اسوي واحد جديد؟', docIds: [7009], kind: 'paraphrase' },
  { question: 'شرارة من نار المخيم خرمت الخيمة، هذا داخل في الضمان؟', docIds: [7006], kind: 'paraphrase' },
  { question: 'في الطلب الواحد اقدر اجمع كود تخفيض مع بطاقتين هدايا؟', docIds: [7022], kind: 'paraphrase' },
  { question: 'اول مرة اطلب منكم، مطلوب مني اسجل ولا عادي اشتري على طول؟', docIds: [7030], kind: 'paraphrase' },
  { question: 'لو اشتريت بـ 200 دولار كم مكافأة بتطلعلي؟', docIds: [7034], kind: 'paraphrase' },
  { question: 'الموقد ما عجبني وبرجعه، وين القى خيار الارجاع وكيف ارسله لكم؟', docIds: [7015], kind: 'paraphrase' },
  { question: 'اشتريت زمزمية من قسم التصفية النهائية وطلعت صغيرة، اقدر ارجعها؟', docIds: [7018], kind: 'paraphrase' },
  {
    question: 'بدي اهدي صاحبي شي من عندكم بس ما بعرف شو بيحب، في قسائم بيختار فيها هو؟',
    docIds: [7024],
    kind: 'paraphrase',
  },
  { question: 'كم ياخذ وقت عشان تنمسح بياناتي بعد ما احذف الحساب؟', docIds: [7032], kind: 'paraphrase' },
  {
    question: 'تطبيق الشحن يقول الطرد انترك عند مدخل العمارة بس ما له اثر، وش اسوي؟',
    docIds: [7012],
    kind: 'paraphrase',
  },
  // typo (8): missing hamza, ة/ه, ى/ي, common misspellings
  { question: 'الشحن مجانى ولا لازم ادفع عليه شى', docIds: [7001], kind: 'typo' },
  { question: 'ضاعت منى كلمه السر ازاى ارجع ادخل حسابى', docIds: [7009], kind: 'typo' },
  { question: 'المنتجات عليها ظمان؟ كم مدته', docIds: [7006], kind: 'typo' },
  { question: 'رجعت الجزمه قبل كم يوم وللحين ما شفت ولا دولار متا توصلنى فلوسى', docIds: [7008], kind: 'typo' },
  { question: 'جربت كذا باسورد غلط والحين مكتوب ان حسابى موقوف مؤقتا ايش الحل', docIds: [7035], kind: 'typo' },
  { question: 'تبيعون كروت هدايا الكترونيه؟ ابى ارسل وحده لزوجتى', docIds: [7024], kind: 'typo' },
  { question: 'اقدر اشترى الخيمه بالتقسيت بدون فوايد؟', docIds: [7020], kind: 'typo' },
  { question: 'اشتريت خيمه من عشرين يوم وما فتحتهاش لسه ينفع ارجعها واسترد فلوسى كامله', docIds: [7003], kind: 'typo' },
  // long (8): chatty messages with context
  {
    question:
      'السلام عليكم، التتبع مكتوب فيه ان الطرد اتسلم الصبح، بس انا كنت قاعد في البيت ومحدش رن الجرس، وسألت البواب وقال ما استلمش حاجة، اعمل ايه دلوقتي؟',
    docIds: [7012],
    kind: 'long',
  },
  {
    question:
      'مرحبا، اخوي مبتعث مع البحرية وما عنده غير عنوان FPO، لو طلبت له كيس نوم وخليت الشحن سريع عشان يلحق، بيوصله عادي ولا لازم اختار الشحن العادي؟',
    docIds: [7014],
    kind: 'long',
  },
  {
    question:
      'هلا، وصلني اليوم طرد فيه الفانوس والموقد بس، والخيمة الكبيرة اللي طلبتها بنفس الطلب ما جات معهم، هل بتوصل لحالها بعدين؟ وبدفع شحن زيادة عليها؟',
    docIds: [7013],
    kind: 'long',
  },
  {
    question:
      'مرحبا، صديقتي اهدتني شنطة ظهر من متجركم بمناسبة تخرجي، بس عندي وحدة تقريبا نفسها، ودي ارجعها بدون ما تدري او تزعل، وش الطريقة وايش بيرجع لي بدالها؟',
    docIds: [7019],
    kind: 'long',
  },
  {
    question:
      'السلام عليكم، شريت جاكيت امبارح ب 90 دولار، والنهارده فتحت تطبيق البنك لقيت مبلغين بنفس القيمة من عندكم، وانا عامل اوردر واحد بس، ايه اللي حصل؟',
    docIds: [7023],
    kind: 'long',
  },
  {
    question:
      'السلام عليكم، الوالد كبير في السن وودّه يسأل عن كيس نوم يتحمل البرد بس ما يعرف يتعامل مع الشات، تقدرون تكلمونه على جواله بعد المغرب؟',
    docIds: [7041],
    kind: 'long',
  },
  {
    question:
      'يا هلا، شنطة الظهر اللي ارسلتها لمركز الصيانة بالضمان طلع الهيكل حقها مكسور ومو قابل للتصليح، وهي موديل قديم ما عاد تبيعونه، وش بتسوون معي في هالحالة؟',
    docIds: [7040],
    kind: 'long',
  },
  {
    question:
      'مرحبا، جاكيت نورثويند اللي اشتريته من موقعكم قبل سنة فيه عيب بالخياطة، والفاتورة الورقية رميتها، بس الطلب موجود في حسابي، هل رقم الطلب كافي عشان اطالب بالضمان؟',
    docIds: [7037],
    kind: 'long',
  },
  // two-part (6)
  { question: 'كم الشحن لو طلبي 30 دولار؟ وبعد كم يوم يوصل؟', docIds: [7001, 7002], kind: 'two-part' },
  { question: 'كيف ابدأ ارجاع الحذاء؟ وهل بتخصمون علي رسوم الشحن؟', docIds: [7015, 7016], kind: 'two-part' },
  { question: 'ادفع بابل باي عندكم؟ وهل في خيار اقسط المبلغ؟', docIds: [7005, 7020], kind: 'two-part' },
  {
    question: 'هل لازم افتح حساب عشان اطلب؟ وايش فايدة نقاط المكافآت اللي عندكم؟',
    docIds: [7030, 7034],
    kind: 'two-part',
  },
  { question: 'كيف اقدم على الضمان؟ ولو الضمان خلص تصلحونها بفلوس؟', docIds: [7036, 7038], kind: 'two-part' },
  {
    question: 'ينفع الغي الاوردر اللي عملته؟ ولو مش ممكن اقدر على الاقل اغير عنوان التوصيل؟',
    docIds: [7007, 7010],
    kind: 'two-part',
  },
  // short (6)
  { question: 'الجمارك', docIds: [7011], kind: 'short' },
  { question: 'تغيير النمرة', docIds: [7017], kind: 'short' },
  { question: 'حماية السعر', docIds: [7027], kind: 'short' },
  { question: 'الكوبونات', docIds: [7022], kind: 'short' },
  { question: 'النشرات الاعلانية', docIds: [7033], kind: 'short' },
  { question: 'الكفالة', docIds: [7006], kind: 'short' },
  // no-punctuation (7)
  {
    question: 'دفعت من ساعتين ولسه صندوق الوارد فاضي مفيش اي رسالة من عندكم عن الطلب',
    docIds: [7029],
    kind: 'no-punctuation',
  },
  {
    question: 'خلاص ما راح اتسوق منكم مرة ثانية كيف اقفل حسابي نهائي واشيل بياناتي',
    docIds: [7032],
    kind: 'no-punctuation',
  },
  {
    question: 'طلبت شنطة من شوي ونسيت احط معها زمزمية ينفع تضيفونها على نفس الطلب',
    docIds: [7026],
    kind: 'no-punctuation',
  },
  { question: 'طلبت قبعة مطبوع عليها اسم فريقنا وما عجبتني ينفع ترجع', docIds: [7018], kind: 'no-punctuation' },
  { question: 'عندي رقم الطلب بس ما عندي حساب عندكم كيف اتابع الشحنة', docIds: [7004], kind: 'no-punctuation' },
  {
    question: 'الموظف قفل المحادثة في وجهي وما حل مشكلتي ابي اقدم شكوى على هالتصرف',
    docIds: [7028],
    kind: 'no-punctuation',
  },
  { question: 'جربت فيزا وماستر والاثنين ما مشيوا عند الدفع وش السالفة', docIds: [7021], kind: 'no-punctuation' },
  // uncovered (10): no document answers these
  { question: 'عندكم محل او فرع اقدر اروح اشوف فيه الخيام على الطبيعة؟', docIds: [], kind: 'uncovered' },
  { question: 'الخيمة دي بتستحمل مطر جامد؟ مقاومتها للمية قد ايه؟', docIds: [], kind: 'uncovered' },
  { question: 'طولي 180 ووزني 80 كيلو، ايش المقاس اللي يناسبني في الجاكيت؟', docIds: [], kind: 'uncovered' },
  { question: 'كيف اغسل كيس النوم الريش بدون ما يخرب؟', docIds: [], kind: 'uncovered' },
  { question: 'في خصم خاص للطلاب او للعسكريين؟', docIds: [], kind: 'uncovered' },
  { question: 'الشنطة الزرقا خلصت من الموقع، امتى بترجع تتوفر؟', docIds: [], kind: 'uncovered' },
  { question: 'اقدر انقل نقاطي لحساب اخوي؟', docIds: [], kind: 'uncovered' },
  { question: 'تغلفون الهدية وتحطون معها كرت مكتوب عليه اهداء؟', docIds: [], kind: 'uncovered' },
  { question: 'تأجرون معدات تخييم ولا بس بيع؟', docIds: [], kind: 'uncovered' },
  { question: 'هل عندكم تطبيق جوال اطلب منه؟', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-11-30 (written from the documents alone; see docs/robot.md) ----
  { question: 'لو طلبت بـ40 دولار بس، قديش بدفع على التوصيل؟', docIds: [7001], kind: 'paraphrase' },
  { question: 'طلبت خيمة الساعة 11 الصبح، إمتى تقريبًا رح توصلني؟', docIds: [7002], kind: 'paraphrase' },
  {
    question: 'جبت جاكيت وما لبسته ولا مرة وما عجبني، بقدر أرجعه وآخذ مصاريّ كاملة؟',
    docIds: [7003],
    kind: 'paraphrase',
  },
  { question: 'وين بقدر أشوف الطرد تبعي وصل لوين؟', docIds: [7004], kind: 'paraphrase' },
  { question: 'بتاخذوا Apple Pay؟', docIds: [7005], kind: 'paraphrase' },
  { question: 'سحّاب الشنطة خرب بعد 8 شهور استعمال، هل هذا داخل بالضمان؟', docIds: [7006], kind: 'paraphrase' },
  { question: 'غيرت رأيي بعد ما طلبت بعشر دقايق، في مجال أوقف الطلب؟', docIds: [7007], kind: 'paraphrase' },
  { question: 'رجّعت البوط من أسبوع، إمتى الفلوس بترجع على بطاقتي؟', docIds: [7008], kind: 'paraphrase' },
  { question: 'نسيت الباسوورد ومش قادر أفوت على حسابي', docIds: [7009], kind: 'paraphrase' },
  { question: 'كتبت رقم البناية غلط بالطلب اللي عملته قبل شوي، كيف أصلحه؟', docIds: [7010], kind: 'paraphrase' },
  { question: 'التتبع مكتوب فيه تم التسليم بس ما في إشي عند الباب!', docIds: [7012], kind: 'paraphrase' },
  { question: 'وصلني جزء من الطلب بس والخيمة لسا ما إجت، ليش هيك؟', docIds: [7013], kind: 'paraphrase' },
  { question: 'إذا رجعت الحذاء لأنه ما عجبني، بتخصموا مني حق شحن الإرجاع؟', docIds: [7016], kind: 'paraphrase' },
  { question: 'البوط اللي أخذته لابني طلع صغير عليه، بقدر أبدله بنمرة أكبر؟', docIds: [7017], kind: 'paraphrase' },
  { question: 'فتحت عبوة غاز التخييم وما استعملتها كلها، ينفع أرجعها؟', docIds: [7018], kind: 'paraphrase' },
  { question: 'ممكن أقسّط ثمن حقيبة الظهر على كم دفعة بدل ما أدفع كله مرة وحدة؟', docIds: [7020], kind: 'paraphrase' },
  { question: 'البطاقة تبعي ما انقبلت وقت الدفع، شو المشكلة؟', docIds: [7021], kind: 'paraphrase' },
  { question: 'طالع عندي الطلب مسحوب مرتين بكشف البنك!', docIds: [7023], kind: 'paraphrase' },
  { question: 'اشتريت كيس نوم وبعد أسبوع نزل سعره، بترجعولي الفرق؟', docIds: [7027], kind: 'paraphrase' },
  { question: 'لازم أعمل تسجيل عندكم عشان أشتري ولا بقدر أشتري على طول؟', docIds: [7030], kind: 'paraphrase' },
  { question: 'الخياطة بحقيبتي فكّت، كيف بطلب تصليح أو بديل على الضمان؟', docIds: [7036], kind: 'paraphrase' },
  { question: 'إذا المنتج ما انصلح وموديله ما عاد ينباع، شو بتعملوا؟', docIds: [7040], kind: 'paraphrase' },
  { question: 'هل تشحنون للمملكه المتحده وكم ياخذ وقت؟', docIds: [7011], kind: 'typo' },
  { question: 'هل توصلون على صندق البريد P.O. box ولا لازم عنوان شارع؟', docIds: [7014], kind: 'typo' },
  { question: 'كيف ابدأ عمليه الارجاغ؟', docIds: [7015], kind: 'typo' },
  { question: 'وين بحط كوود الخصم بالطلب؟', docIds: [7022], kind: 'typo' },
  { question: 'عندكم بطاقت هدايا الكترونيه؟', docIds: [7024], kind: 'typo' },
  { question: 'ما وصلتني رساله تاكيد الطلب', docIds: [7029], kind: 'typo' },
  { question: 'شو برنامج Trail Rewarsd وكيف بتنجمع النقاط؟', docIds: [7034], kind: 'typo' },
  { question: 'حسابي انقفل بعد ما دخلت كلمة السر غلط كذا مره، متا بينفتح؟', docIds: [7035], kind: 'typo' },
  {
    question:
      'طلبت خيمة وكيس نوم وفرشة. اليوم وصلني الصندوق وما فيه الفرشة، ورسائل الشحن ما فيها أي طرد ثاني. شو لازم أعمل؟',
    docIds: [7025],
    kind: 'long',
  },
  {
    question:
      'خالتي أهدتني حقيبة ظهر ومعها إيصال هدية، بس الحقيبة كبيرة علي. إذا رجعتها، رح توصلها إشعار؟ وكيف بترجعولي المبلغ؟',
    docIds: [7019],
    kind: 'long',
  },
  {
    question: 'اشتريت جاكيت من موقعكم قبل سنة ونص والسحاب خرب. ما عندي أي فاتورة ورقية. بقدر أطالب بالضمان بدون إيصال؟',
    docIds: [7037],
    kind: 'long',
  },
  {
    question:
      'عندي خيمة Northwind عمرها 4 سنين وانكسر فيها عمود بالرحلة الأخيرة. أكيد الضمان خلص. بتصلحوها عندكم؟ وقديش بتاخذ وقت؟',
    docIds: [7038],
    kind: 'long',
  },
  {
    question:
      'اشتريت حذاء Northwind من محل رياضة معتمد بمدينتي. بعد 6 شهور انفصلت طبقات القماش. هل بتغطوه بالضمان مع إني ما اشتريته منكم؟',
    docIds: [7039],
    kind: 'long',
  },
  {
    question:
      'طلبت عصي مشي قبل ثلاث ساعات، وهلأ تذكرت إني بدي كمان مصباح رأس. بدي أضيفه لنفس الطلب عشان يوصلوا سوا. ممكن؟',
    docIds: [7026],
    kind: 'long',
  },
  {
    question: 'جربت أحكي معكم بالشات أكثر من مرة والمشكلة معقدة شوي. بفضّل أحكي مع حدا على التلفون. ممكن حدا يتصل فيي؟',
    docIds: [7041],
    kind: 'long',
  },
  { question: 'قديش سعر الشحن السريع؟ وكم يوم بياخذ الشحن العادي؟', docIds: [7001, 7002], kind: 'two-part' },
  { question: 'كيف برجع الحذاء؟ وبعد ما يوصلكم إمتى بتنزل المصاري بحسابي؟', docIds: [7015, 7008], kind: 'two-part' },
  { question: 'بدي أغير إيميلي بالحساب، وكمان كيف أوقف رسائل العروض؟', docIds: [7031, 7033], kind: 'two-part' },
  { question: 'بتقبلوا PayPal؟ وبقدر أستخدم بطاقتين هدايا بنفس الطلب؟', docIds: [7005, 7022], kind: 'two-part' },
  { question: 'بقدر أقسط مع كلارنا؟ وبطاقات الهدايا عندكم بتنتهي صلاحيتها؟', docIds: [7020, 7024], kind: 'two-part' },
  { question: 'حذف الحساب', docIds: [7032], kind: 'short' },
  { question: 'شكوى', docIds: [7028], kind: 'short' },
  { question: 'الفاتورة؟', docIds: [7029], kind: 'short' },
  { question: 'استرجاع المبلغ؟', docIds: [7008], kind: 'short' },
  { question: 'شحن دولي', docIds: [7011], kind: 'short' },
  { question: 'طلبت كزائر بدون حساب كيف اتتبع الطلب', docIds: [7004], kind: 'no-punctuation' },
  { question: 'انا مش راضي ابدا عن الخدمة وبدي اقدم شكوى', docIds: [7028], kind: 'no-punctuation' },
  { question: 'اذا حذفت حسابي بتضل معلوماتي عندكم', docIds: [7032], kind: 'no-punctuation' },
  { question: 'الطرد انشحن خلص وبدي احوله لعنوان شغلي', docIds: [7010], kind: 'no-punctuation' },
  { question: 'لسا بتوصلني ايميلات عروض مع اني لغيت الاشتراك امبارح', docIds: [7033], kind: 'no-punctuation' },
  { question: 'هل في توصيل يوم السبت؟', docIds: [], kind: 'uncovered' },
  { question: 'في تمديد لفترة الإرجاع للمشتريات اللي بفترة الأعياد؟', docIds: [], kind: 'uncovered' },
  { question: 'نقاط Trail Rewards بتنتهي صلاحيتها إذا ما استعملتها؟', docIds: [], kind: 'uncovered' },
  { question: 'بقدر أبعت منتجات من نفس الطلب على عنوانين مختلفين؟', docIds: [], kind: 'uncovered' },
  { question: 'عندكم فرع بالرياض بقدر أزوره؟', docIds: [], kind: 'uncovered' },
  { question: 'أي خيمة بتنصحوني فيها لثلاث أشخاص بالشتاء؟', docIds: [], kind: 'uncovered' },
  { question: 'بتأجّروا قوارب كاياك؟', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-12-02 (written from the documents alone; see docs/robot.md) ----
  // Before they joined, the robot read the 50 of each language 88.1 / 90.5 / 85.7 / 88.1 % right
  // (en / fr / ja / ar) with 2 / 2 / 5 / 1 confident wrong answers.
  { question: 'النقاط حقت Trail Rewards تنتهي لو ما استخدمتها فتره؟', docIds: [], kind: 'uncovered' },
  { question: 'ممكن تغلفولي الطلب كهديه وتحطو كرت مكتوب عليه اسمي', docIds: [], kind: 'uncovered' },
  { question: 'عندكم خصم خاص لطلاب الجامعه؟', docIds: [], kind: 'uncovered' },
  { question: 'ينفع اجي استلم طلبي من المستودع بنفسي بدل ما تشحنوه', docIds: [], kind: 'uncovered' },
  { question: 'الفرع اللي بالمول يفتح الساعه كم يوم الجمعه', docIds: [], kind: 'uncovered' },
  { question: 'عندكم وظايف؟ حابب اشتغل معكم بالمستودع', docIds: [], kind: 'uncovered' },
  { question: 'تبيعون دراجات جبليه كهربا', docIds: [], kind: 'uncovered' },
  { question: 'شو رايك اطلع تخييم على وادي رم بالصيف ولا استنى للشتا', docIds: [], kind: 'uncovered' },
  { question: 'كم سعر الشحن لو طلبي 40 دولار؟ وكم يوم ياخذ لين يوصلني', docIds: [7001, 7002], kind: 'two-part' },
  {
    question: 'عايز اغير الايميل بتاعي في الحساب وكمان اوقف رسايل العروض اللي بتيجي كل يوم',
    docIds: [7031, 7033],
    kind: 'two-part',
  },
  { question: 'ازاي ابدا ارجاع لطلبيه. وهل هدفع انا حق شحن المرتجع ولا ببلاش', docIds: [7015, 7016], kind: 'two-part' },
  {
    question: 'عندكم بطاقات هدايا الكترونيه؟ كمان لو معي بطاقتين اقدر استخدمهم مع بعض بنفس الطلب',
    docIds: [7024, 7022],
    kind: 'two-part',
  },
  { question: 'لازم اسوي حساب عشان اطلب؟ وكم نقطه اخذ على كل دولار اصرفه', docIds: [7030, 7034], kind: 'two-part' },
  { question: 'ليش بطاقتي انرفضت وانا بدفع و فيه تقسيط عندكم ولا لا', docIds: [7021, 7020], kind: 'two-part' },
  {
    question:
      'الطلب مكتوب عليه تم التسليم من امبارح العصر بس ما في شي عند الباب. سالت البواب وجيراني وما حدا شاف اشي. انا ساكن بعماره ومرات الطرود بتروح غلط. شو لازم اعمل هلا',
    docIds: [7012],
    kind: 'long',
  },
  {
    question:
      'اختي جابتلي جاكيت من عندكم هديه لعيد ميلادي ومعي ايصال الهديه بس انا عندي واحد زيه اصلا. ما ابيها تدري اني رجعته عشان ما تزعل. كيف ارجعه وهل بيوصلها اشعار',
    docIds: [7019],
    kind: 'long',
  },
  {
    question:
      'طلبت جزمه هايكنج امس بالليل ودفعت بالفيزا. اليوم الصبح فتحت تطبيق البنك لقيت المبلغ منسحب مرتين. انا طالب ومحتاج الفلوس ضروري. ليش صار كذا',
    docIds: [7023],
    kind: 'long',
  },
  {
    question:
      'عندي خيمه نورثويند من سنه وشوي والعمود الرئيسي انكسر فارسلتها للضمان. قالولي ممكن ما تنصلح والموديل نفسه وقف انتاجه. طيب ايش يصير لو فعلا ما قدرو يصلحوها',
    docIds: [7040],
    kind: 'long',
  },
  {
    question:
      'توني طلبت كيس نوم لولدي قبل ربع ساعه وانتبهت انه راح على عنوان شقتنا القديمه قبل ما ننتقل. الطلب لسه ما انشحن. تقدرون تغيرونه للعنوان الجديد',
    docIds: [7010],
    kind: 'long',
  },
  {
    question:
      'فتحت الكرتونه اليوم لقيت فيها شنطه ظهر بدل كيس النوم اللي طلبته. وشيكت الايميلات ومافي طرد ثاني جاي. الرحله بعد اسبوع وانا محتاج الكيس. ايش الحل',
    docIds: [7025],
    kind: 'long',
  },
  {
    question:
      'بتشحنو على عنوان APO؟ اخوي جندي بقاعده برا امريكا وبدي ابعتله جاكيت وشنطه قبل الشتا. وكنت ناوي اختار الشحن السريع عشان يوصله بسرعه',
    docIds: [7014],
    kind: 'long',
  },
  {
    question:
      'عندي شنطه ظهر من عندكم صار لها تقريبا اربع سنين. السحاب الكبير خرب وانا عارف ان الضمان خلص من زمان. بس غاليه علي وما ابي ارميها. تصلحونها ولا لا وبكم',
    docIds: [7038],
    kind: 'long',
  },
  { question: 'شحن لاستراليا', docIds: [7011], kind: 'short' },
  { question: 'حسابي مقفول', docIds: [7035], kind: 'short' },
  { question: 'نسييت الباسورد كيف اعمل وحده جديده', docIds: [7009], kind: 'typo' },
  { question: 'ويين الاقي رقم التتبغ حق طلبي', docIds: [7004], kind: 'typo' },
  { question: 'ايش سياسه الارجاغ عنكم', docIds: [7003], kind: 'typo' },
  { question: 'الضمن يغطي السحاب لو خرب لحالو', docIds: [7006], kind: 'typo' },
  { question: 'شو الاغرض اللي ما بتنرجع عندكو', docIds: [7018], kind: 'typo' },
  { question: 'متا بترجعلي المصاري بعد ما رجعت الطلبيه', docIds: [7008], kind: 'typo' },
  { question: 'تقبلون ابل باي؟', docIds: [7005], kind: 'paraphrase' },
  { question: 'طلبت من ربع ساعه وغيرت رايي ابي الغيه', docIds: [7007], kind: 'no-punctuation' },
  {
    question: 'ليه الخيمه وصلت لوحدها وباقي الحاجات جت في كرتونه تانيه هو انا هدفع شحن زياده',
    docIds: [7013],
    kind: 'no-punctuation',
  },
  { question: 'البنطلون طلع ضيق بدي نمره اكبر كيف بدلو؟', docIds: [7017], kind: 'paraphrase' },
  { question: 'نسيت احط قفازات مع الطلب ينفع تزيدوها على نفس الطلبيه', docIds: [7026], kind: 'no-punctuation' },
  { question: 'ايش الخطوات عشان ارفع طلب ضمان على منتج فيه عيب؟', docIds: [7036], kind: 'paraphrase' },
  { question: 'لازم يكون معي ايصال عشان الضمان ولا يكفي رقم الطلب', docIds: [7037], kind: 'no-punctuation' },
  { question: 'جاكيت نورثويند اشتريته من محل رياضه مش من موقعكم عليه ضمان؟', docIds: [7039], kind: 'paraphrase' },
  { question: 'ممكن حد من عندكم يتصل عليا بكره الصبح', docIds: [7041], kind: 'no-punctuation' },
  { question: 'كم يوم ياخذ الطرد لين يوصل هاواي؟', docIds: [7002], kind: 'paraphrase' },
  { question: 'كرت الهدايا يخلص بعد فتره ولا يظل شغال على طول؟', docIds: [7024], kind: 'paraphrase' },
  { question: 'ينفع اشتري من غير ما اعمل اكونت عندكم', docIds: [7030], kind: 'no-punctuation' },
  { question: 'اقل مبلغ للتقسيط مع كلارنا قديش؟', docIds: [7020], kind: 'paraphrase' },
  { question: 'الشحن المستعجل بكم عندكم؟', docIds: [7001], kind: 'paraphrase' },
  { question: 'رابط تغيير الباسورد لما ضغطت عليه قال انه منتهي ليش', docIds: [7009], kind: 'no-punctuation' },
  { question: 'كم نقطه لازم اجمع عشان اخذ 10 دولار خصم', docIds: [7034], kind: 'no-punctuation' },
];
