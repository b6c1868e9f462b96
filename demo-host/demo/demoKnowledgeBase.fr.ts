// The French knowledge base of the demo shop "Northwind Outfitters" (outdoor gear): the
// English docs translated one to one (doc 1000+n becomes 5000+n, translationOf 1000+n),
// with "vous". Prices stay in US dollars as the shop charges them. The phrasings are
// written afresh, the way French speakers ask (typed apostrophes, as visitors type them).
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_FR: KnowledgeDoc[] = [
  // ---- Questions fréquentes (les dix premières) -------------------------------------------
  {
    docId: 5001,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1001,
    category: 'shipping',
    question: 'Combien coûte la livraison ?',
    similar: [
      'La livraison est-elle gratuite ?',
      'Quels sont vos frais de port ?',
      "C'est combien les frais d'envoi ?",
      'Livraison offerte à partir de combien ?',
      "Prix de l'expédition",
    ],
    answer:
      '<p><strong>La livraison standard est offerte pour toute commande de plus de $50</strong> (après remises, hors taxes) vers une adresse aux États-Unis.</p>' +
      '<ul><li>Commandes de moins de $50 : forfait de $5.95</li><li>Express (1 à 2 jours ouvrés) : $14.95</li></ul>',
    docPattern: 2,
    buttons: [{ value: 'Quels sont les délais de livraison ?' }, { value: 'Livrez-vous à l’international ?' }],
  },
  {
    docId: 5002,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1002,
    category: 'shipping',
    question: 'Quels sont les délais de livraison ?',
    similar: [
      'Quand vais-je recevoir ma commande ?',
      'Combien de jours pour être livré ?',
      'Ça met combien de temps à arriver ?',
      "Délai d'expédition",
      'Proposez-vous la livraison express ou en 24 h ?',
      'Combien de temps pour recevoir ma commande ?',
    ],
    answer:
      '<p>Les commandes passées un jour ouvré avant 14 h (heure de l’Est des États-Unis) sont expédiées le jour même.</p>' +
      '<ul><li>Standard : 3 à 5 jours ouvrés</li><li>Express : 1 à 2 jours ouvrés</li></ul>' +
      '<p>Comptez 2 à 3 jours de plus pour l’Alaska et Hawaï.</p>',
    docPattern: 1,
  },
  {
    docId: 5003,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1003,
    category: 'returns',
    question: 'Quelle est votre politique de retour ?',
    similar: [
      'Puis-je retourner un article acheté ?',
      "Combien de jours j'ai pour renvoyer un produit ?",
      'Délai de retour',
      'Je veux me faire rembourser un achat',
      'Conditions de retour et de remboursement',
      'Retourner un article qui ne me plaît pas',
    ],
    answer:
      '<p>Vous pouvez retourner les articles non utilisés, avec leurs étiquettes d’origine, <strong>dans les 30 jours suivant la livraison</strong> pour un remboursement intégral.</p>' +
      '<p>Si un défaut apparaît après ce délai, notre garantie de 2 ans prend le relais.</p>',
    docPattern: 2,
    buttons: [{ value: 'Comment effectuer un retour ?' }, { value: 'Quand vais-je recevoir mon remboursement ?' }],
  },
  {
    docId: 5004,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1004,
    category: 'orders',
    question: 'Comment suivre ma commande ?',
    similar: [
      'Où est mon colis ?',
      'Numéro de suivi de mon envoi',
      'Statut de ma commande',
      'Où en est ma commande ?',
      'Suivi de colis',
    ],
    answer:
      '<p>Dès l’expédition de votre commande, nous vous envoyons un lien de suivi par e-mail. Vous le trouverez aussi dans <strong>Mon compte › Commandes</strong>. ' +
      'Pour une commande passée sans compte, saisissez votre numéro de commande et votre e-mail sur la <a href="' +
      SHOP +
      '/orders/track">page de suivi de commande</a>.</p><p>Le premier scan peut mettre jusqu’à 24 heures à apparaître.</p>',
    docPattern: 1,
  },
  {
    docId: 5005,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1005,
    category: 'payment',
    question: 'Quels moyens de paiement acceptez-vous ?',
    similar: [
      'Puis-je payer avec PayPal ?',
      'Vous prenez Apple Pay ou Google Pay ?',
      'Quelles cartes bancaires acceptez-vous ?',
      'Modes de paiement',
      'On peut payer par carte bleue ?',
    ],
    answer:
      '<p>Nous acceptons Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay et les cartes cadeaux Northwind.</p>' +
      '<p>Vous pouvez aussi régler vos achats en 4 fois sans frais avec Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 5006,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1006,
    category: 'warranty',
    question: 'Que couvre la garantie de 2 ans ?',
    similar: [
      'Mon équipement est-il encore sous garantie ?',
      'Quelle est la durée de la garantie ?',
      'Garantie contre les défauts de fabrication',
      "Qu'est-ce qui n'est pas couvert par la garantie ?",
      'Conditions de garantie',
    ],
    answer:
      '<p>Tous les produits Northwind sont garantis <strong>2 ans à compter de la date d’achat</strong> contre les défauts de matériaux et de fabrication : ' +
      'coutures qui lâchent, fermetures éclair cassées, tissu qui se délamine, boucles défectueuses.</p>' +
      '<p>La garantie ne couvre pas l’usure normale, les accidents, la mauvaise utilisation ni les modifications.</p>',
    docPattern: 2,
    buttons: [{ value: 'Comment faire jouer la garantie ?' }],
  },
  {
    docId: 5007,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1007,
    category: 'orders',
    question: 'Puis-je annuler ma commande ?',
    similar: [
      'Je veux annuler un achat',
      "Arrêter ma commande avant l'expédition",
      'Annulation de commande',
      'Comment annuler une commande ?',
      'Je me suis trompé, je peux annuler ?',
      'Annuler une commande passée il y a quelques minutes',
    ],
    answer:
      '<p>Vous pouvez annuler <strong>dans l’heure</strong> qui suit la commande, tant qu’elle affiche le statut « Reçue » : rendez-vous dans Mon compte › Commandes et choisissez <strong>Annuler la commande</strong>.</p>' +
      '<p>Une fois en préparation ou expédiée, elle ne peut plus être annulée, mais vous pouvez la retourner gratuitement sous 30 jours.</p>',
    docPattern: 1,
  },
  {
    docId: 5008,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1008,
    category: 'returns',
    question: 'Quand vais-je recevoir mon remboursement ?',
    similar: [
      'Combien de temps prend le remboursement ?',
      "J'ai renvoyé un article mais je n'ai pas été remboursé",
      'Suivi de mon remboursement',
      'Quand est-ce que je récupère mon argent ?',
      'Délai de remboursement',
    ],
    answer:
      '<p>Nous remboursons sur votre moyen de paiement d’origine <strong>sous 3 à 5 jours ouvrés</strong> après réception de votre retour dans notre entrepôt, et vous en informons par e-mail.</p>' +
      '<p>Votre banque peut mettre 5 à 10 jours de plus à l’afficher.</p>',
    docPattern: 1,
  },
  {
    docId: 5009,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1009,
    category: 'accounts',
    question: 'Comment réinitialiser mon mot de passe ?',
    similar: [
      "J'ai oublié mon mot de passe",
      "Je n'arrive pas à me connecter à mon compte",
      'Lien de réinitialisation du mot de passe',
      'Changer mon mot de passe',
      'Mot de passe perdu',
    ],
    answer:
      '<p>Choisissez <strong>Mot de passe oublié ?</strong> sur la <a href="' +
      SHOP +
      '/account/login">page de connexion</a> et saisissez votre e-mail. Le lien de réinitialisation est valable 60 minutes.</p>' +
      '<p>Pas d’e-mail au bout de quelques minutes ? Vérifiez vos courriers indésirables.</p>',
    docPattern: 1,
  },
  {
    docId: 5010,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1010,
    category: 'orders',
    question: 'Puis-je modifier l’adresse de livraison de ma commande ?',
    similar: [
      "Je me suis trompé d'adresse",
      "Changer l'adresse de livraison après la commande",
      'Envoyer ma commande à une autre adresse',
      "Erreur dans l'adresse de livraison",
      'Corriger mon adresse',
    ],
    answer:
      '<p>Si votre commande n’est pas encore en préparation (environ 1 heure après la commande), nous pouvons modifier l’adresse : répondez à votre e-mail de confirmation ou demandez-le-nous ici.</p>' +
      '<p>Si elle est déjà expédiée, utilisez le lien du transporteur dans votre e-mail de suivi pour réacheminer le colis.</p>',
    docPattern: 1,
  },

  // ---- Livraison ------------------------------------------------------------------------
  {
    docId: 5011,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1011,
    category: 'shipping',
    question: 'Livrez-vous à l’international ?',
    similar: [
      'Vous livrez au Canada ?',
      'Livraison hors des États-Unis',
      'Expédiez-vous en France ou en Europe ?',
      'Livraison en Belgique ou en Suisse ?',
      "Frais de port pour l'étranger",
      'Y a-t-il des droits de douane ?',
    ],
    answer:
      '<p>Oui, au Canada, au Royaume-Uni, dans l’Union européenne et en Australie. La livraison internationale coûte à partir de $19.95 et prend 7 à 14 jours ouvrés.</p>' +
      '<p>Les droits de douane et taxes d’importation sont perçus par le transporteur à la livraison. La livraison offerte au-delà de $50 ne s’applique qu’aux adresses aux États-Unis.</p>',
    docPattern: 1,
  },
  {
    docId: 5012,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1012,
    category: 'shipping',
    question: 'Mon colis est indiqué comme livré, mais je ne l’ai pas reçu',
    similar: [
      'Le suivi dit livré mais rien reçu',
      'Colis perdu',
      "On m'a volé mon colis",
      'Colis marqué livré mais introuvable',
      "Je n'ai jamais reçu mon colis",
    ],
    answer:
      '<p>Nous en sommes désolés ! Vérifiez auprès de vos voisins, au local courrier ou à l’accueil de votre immeuble et autour de votre porte, puis patientez 24 heures : il arrive que les transporteurs marquent un colis comme livré trop tôt.</p>' +
      '<p>Toujours rien ? Indiquez-nous votre numéro de commande : nous ouvrirons une réclamation auprès du transporteur et vous enverrons un article de remplacement.</p>',
    docPattern: 1,
  },
  {
    docId: 5013,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1013,
    category: 'shipping',
    question: 'Pourquoi ma commande est-elle arrivée en plusieurs colis ?',
    similar: [
      "Je n'ai reçu qu'une partie de ma commande",
      'Livraison en plusieurs fois',
      "Je n'ai reçu qu'un seul carton",
      'Il manque un colis',
      'Commande livrée en deux fois',
    ],
    answer:
      '<p>Les grosses commandes et les articles volumineux comme les tentes et les kayaks partent souvent d’entrepôts différents et arrivent donc séparément. ' +
      'Chaque colis a son propre numéro de suivi, indiqué dans vos e-mails d’expédition.</p><p>Une commande livrée en plusieurs colis ne vous coûte jamais de frais de port supplémentaires.</p>',
    docPattern: 1,
  },
  {
    docId: 5014,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1014,
    category: 'shipping',
    question: 'Livrez-vous aux boîtes postales et aux adresses APO/FPO ?',
    similar: [
      'Puis-je me faire livrer dans une boîte postale ?',
      'Livraison à une adresse militaire',
      'Envoi vers une P.O. box',
      'Livraison en boîte postale',
      'Livraison sur une base militaire APO',
    ],
    answer:
      '<p>Oui, la livraison standard dessert les boîtes postales (P.O. box) et les adresses APO/FPO/DPO. La livraison express et les articles volumineux nécessitent une adresse physique (rue et numéro).</p>',
    docPattern: 1,
  },

  // ---- Retours --------------------------------------------------------------------------
  {
    docId: 5015,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1015,
    category: 'returns',
    question: 'Comment effectuer un retour ?',
    similar: [
      'Renvoyer un article',
      "Où trouver l'étiquette de retour ?",
      'Procédure de retour',
      'Je veux retourner un produit',
      'Faire un retour',
    ],
    answer:
      '<p>Rendez-vous dans <strong>Mon compte › Commandes</strong>, choisissez la commande puis <strong>Retourner des articles</strong>. ' +
      'Si vous avez commandé sans compte, commencez sur la <a href="' +
      SHOP +
      '/returns">page des retours</a> avec votre numéro de commande et votre e-mail.</p>' +
      '<p>Imprimez l’étiquette prépayée, emballez les articles avec leurs étiquettes d’origine et déposez le colis dans n’importe quel point UPS.</p>',
    docPattern: 1,
  },
  {
    docId: 5016,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1016,
    category: 'returns',
    question: 'Le retour est-il gratuit ?',
    similar: [
      'Dois-je payer les frais de retour ?',
      'Frais de retour',
      'Qui paie le port du retour ?',
      'Retour gratuit ?',
      'Combien coûte un retour ?',
    ],
    answer:
      '<p>Les retours d’articles défectueux ou erronés, ainsi que tous les échanges, sont gratuits. Pour les autres retours, $6.95 sont déduits de votre remboursement pour l’étiquette prépayée.</p>',
    docPattern: 1,
  },
  {
    docId: 5017,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1017,
    category: 'returns',
    question: 'Puis-je échanger un article contre une autre taille ou couleur ?',
    similar: [
      'Ces chaussures sont trop petites',
      'Changer de taille',
      'Échanger une veste',
      "Ça ne me va pas, je peux l'échanger ?",
      'Je voudrais une autre couleur',
    ],
    answer:
      '<p>Oui. Lancez un retour et choisissez <strong>Échange</strong> avec la nouvelle taille ou couleur. L’échange est gratuit, et nous expédions le nouvel article dès que votre retour est scanné par le transporteur.</p>',
    docPattern: 1,
  },
  {
    docId: 5018,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1018,
    category: 'returns',
    question: 'Quels articles ne peuvent pas être retournés ?',
    similar: [
      'Produits non repris',
      'Puis-je retourner une cartouche de gaz entamée ?',
      'Articles ni repris ni échangés',
      'Exceptions au droit de retour',
      'Retourner un article soldé',
    ],
    answer:
      '<p>Nous ne reprenons pas les cartes cadeaux, les articles personnalisés, les cartouches de combustible ouvertes ni les articles marqués <strong>Ni repris ni échangé</strong>. ' +
      'Tout le reste peut être retourné, non utilisé, sous 30 jours.</p>',
    docPattern: 1,
  },
  {
    docId: 5019,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1019,
    category: 'returns',
    question: 'Puis-je retourner un cadeau ?',
    similar: [
      "On m'a offert un article de votre boutique",
      'Retour sans ticket de caisse',
      'Retourner un cadeau contre un avoir',
      'Échanger un cadeau',
      'Retour avec ticket cadeau',
    ],
    answer:
      '<p>Oui. Sur la page des retours, indiquez le numéro de commande figurant sur le ticket cadeau. Les cadeaux retournés sont remboursés sous forme de carte cadeau Northwind : la personne qui vous l’a offert n’est donc pas prévenue.</p>',
    docPattern: 1,
  },

  // ---- Paiement -------------------------------------------------------------------------
  {
    docId: 5020,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1020,
    category: 'payment',
    question: 'Puis-je payer en plusieurs fois ?',
    similar: [
      'Acheter maintenant, payer plus tard',
      'Proposez-vous Klarna ?',
      'Paiement échelonné',
      'Payer en mensualités',
      'Paiement en 4 fois sans frais',
    ],
    answer:
      '<p>Oui. Choisissez <strong>Klarna</strong> au moment du paiement pour régler en 4 fois sans frais, toutes les deux semaines, pour les commandes de $35 à $1000. L’acceptation relève de Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 5021,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1021,
    category: 'payment',
    question: 'Pourquoi mon paiement a-t-il été refusé ?',
    similar: [
      'Ma carte ne passe pas au moment de payer',
      'Le paiement a échoué',
      'Transaction refusée',
      'Impossible de payer',
      'Paiement bloqué par ma banque',
    ],
    answer:
      '<p>La plupart des refus viennent d’une adresse de facturation ou d’un code de sécurité qui ne correspond pas aux informations de votre banque, ou d’un achat en ligne bloqué par la banque.</p>' +
      '<p>Aucun montant n’a été débité. Vérifiez vos informations, essayez une autre carte ou PayPal, ou appelez votre banque.</p>',
    docPattern: 1,
  },
  {
    docId: 5022,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1022,
    category: 'payment',
    question: 'Comment utiliser un code promo ou une carte cadeau ?',
    similar: [
      'Où saisir mon code de réduction ?',
      'Mon bon de réduction ne marche pas',
      "Utiliser un bon d'achat",
      'Code promo refusé',
      'Appliquer un coupon',
    ],
    answer:
      '<p>Saisissez-le dans le champ <strong>Carte cadeau ou code de réduction</strong> de la page de paiement, puis choisissez Appliquer.</p>' +
      '<ul><li>Un seul code promo par commande</li><li>Les cartes cadeaux se cumulent avec un code promo et entre elles</li></ul>',
    docPattern: 1,
  },
  {
    docId: 5023,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1023,
    category: 'payment',
    question: 'Ma commande a été débitée deux fois',
    similar: [
      'Double débit sur ma carte bancaire',
      'Deux paiements pour une seule commande',
      'Transaction en double',
      "On m'a prélevé deux fois",
      'Paiement débité en double',
    ],
    answer:
      '<p>L’une des deux opérations est généralement une pré-autorisation temporaire, pas un débit. Elle disparaît d’elle-même sous 3 à 5 jours ouvrés.</p>' +
      '<p>Si les deux apparaissent toujours après ce délai, envoyez-nous une capture d’écran de votre relevé et nous rembourserons le doublon immédiatement.</p>',
    docPattern: 1,
  },
  {
    docId: 5024,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1024,
    category: 'payment',
    question: 'Vendez-vous des cartes cadeaux ?',
    similar: [
      'Acheter un bon cadeau',
      'E-carte cadeau pour un ami',
      'Chèque cadeau',
      'Offrir une carte cadeau',
      'Carte cadeau virtuelle',
    ],
    answer:
      '<p>Oui ! Nos cartes cadeaux électroniques sont envoyées instantanément par e-mail, n’expirent jamais et sont valables sur tout le site.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Carte cadeau électronique Northwind',
      desc: 'Envoyée par e-mail, sans date d’expiration.',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- Commandes ------------------------------------------------------------------------
  {
    docId: 5025,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1025,
    category: 'orders',
    question: 'Il manque un article ou j’ai reçu le mauvais article',
    similar: [
      "On m'a envoyé la mauvaise taille",
      'Il manque quelque chose dans mon colis',
      "Vous m'avez envoyé le mauvais produit",
      'Commande incomplète',
      "Ce n'est pas ce que j'ai commandé",
    ],
    answer:
      '<p>Vérifiez d’abord vos e-mails d’expédition : votre commande peut arriver en plusieurs colis. Si un article manque vraiment ou ne correspond pas, ' +
      'indiquez-nous le numéro de commande et nous vous enverrons gratuitement le bon article ; vous pourrez renvoyer l’autre avec une étiquette gratuite.</p>',
    docPattern: 1,
  },
  {
    docId: 5026,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1026,
    category: 'orders',
    question: 'Puis-je ajouter ou modifier des articles dans ma commande ?',
    similar: [
      'Modifier ma commande',
      'Ajouter un article à une commande déjà passée',
      'Changer la taille dans ma commande',
      "J'ai oublié un article dans ma commande",
      'Compléter ma commande',
    ],
    answer:
      '<p>Une commande ne peut plus être modifiée une fois passée. Dans l’heure qui suit, vous pouvez l’annuler et en passer une nouvelle ; ensuite, passez une seconde commande (la livraison offerte au-delà de $50 s’applique à chaque commande) ou échangez l’article après la livraison.</p>',
    docPattern: 1,
  },
  {
    docId: 5027,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1027,
    category: 'orders',
    question: 'Remboursez-vous la différence si un article baisse de prix ?',
    similar: [
      'Le prix a baissé après mon achat',
      "C'est moins cher maintenant",
      'Alignement de prix',
      'Rembourser la différence de prix',
      'Article passé en promo juste après mon achat',
    ],
    answer:
      '<p>Oui, une fois par article : si le prix baisse <strong>dans les 14 jours</strong> suivant votre achat, nous vous remboursons la différence. Envoyez-nous le numéro de commande et le lien du produit.</p>' +
      '<p>Nous ne nous alignons pas sur les prix des autres enseignes.</p>',
    docPattern: 1,
  },
  {
    docId: 5028,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1028,
    category: 'orders',
    question: 'Je souhaite déposer une réclamation',
    similar: [
      'Je ne suis pas satisfait de votre service',
      'Faire une réclamation officielle',
      "C'est inadmissible, je veux me plaindre",
      'Service client déplorable',
      'Je suis très mécontent',
    ],
    answer:
      '<p>Toutes nos excuses : nous n’avons pas été à la hauteur. Je vous transfère dès maintenant à un membre de notre service client, qui examinera votre demande personnellement.</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 5029,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1029,
    category: 'orders',
    question: 'Où trouver ma confirmation de commande ou ma facture ?',
    similar: [
      "Je n'ai pas reçu l'e-mail de confirmation",
      "Télécharger un justificatif d'achat",
      "J'ai besoin d'une facture pour mon entreprise",
      'Mail de confirmation pas reçu',
      'Reçu de mon achat',
    ],
    answer:
      '<p>Nous envoyons la confirmation par e-mail quelques minutes après la commande ; pensez à vérifier vos courriers indésirables. Les factures sont téléchargeables en PDF dans <strong>Mon compte › Commandes › Facture</strong>.</p>',
    docPattern: 1,
  },

  // ---- Compte ---------------------------------------------------------------------------
  {
    docId: 5030,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1030,
    category: 'accounts',
    question: 'Faut-il un compte pour passer commande ?',
    similar: [
      'Commander sans créer de compte',
      "Puis-je acheter sans m'inscrire ?",
      'Pourquoi créer un compte ?',
      "Commande en tant qu'invité",
      "L'inscription est-elle obligatoire ?",
    ],
    answer:
      '<p>Non, vous pouvez tout à fait commander sans compte. Un compte vous permet de suivre vos commandes, de lancer un retour en un clic, d’enregistrer vos adresses et de cumuler des points Trail Rewards.</p>',
    docPattern: 1,
  },
  {
    docId: 5031,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1031,
    category: 'accounts',
    question: 'Comment modifier mon adresse e-mail ou mes informations personnelles ?',
    similar: [
      'Mettre à jour mon profil',
      'Changer le numéro de téléphone de mon compte',
      'Modifier mon nom',
      'Changer mon adresse mail',
      'Modifier mes coordonnées',
    ],
    answer:
      '<p>Connectez-vous et rendez-vous dans <strong>Mon compte › Profil</strong>. Si vous changez d’adresse e-mail, vous devrez confirmer la nouvelle via un lien.</p>',
    docPattern: 1,
  },
  {
    docId: 5032,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1032,
    category: 'accounts',
    question: 'Comment supprimer mon compte ?',
    similar: [
      'Fermer mon compte',
      'Effacer mes données personnelles',
      'Supprimer mon profil',
      'Clôturer mon compte client',
      "Droit à l'effacement RGPD",
    ],
    answer:
      '<p>Rendez-vous dans <strong>Mon compte › Confidentialité</strong> et choisissez <strong>Supprimer le compte</strong>. Nous effaçons vos données sous 30 jours ; l’historique des commandes n’est conservé que le temps exigé par la législation fiscale.</p>',
    docPattern: 1,
  },
  {
    docId: 5033,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1033,
    category: 'accounts',
    question: 'Comment me désabonner des e-mails promotionnels ?',
    similar: [
      'Ne plus recevoir la newsletter',
      "Trop d'e-mails publicitaires",
      'Se désinscrire de la newsletter',
      'Arrêter les mails promo',
      'Je ne veux plus recevoir vos offres',
    ],
    answer:
      '<p>Cliquez sur le lien <strong>Se désinscrire</strong> en bas de n’importe quelle newsletter, ou désactivez-les dans Mon compte › Préférences de communication. La prise en compte peut prendre jusqu’à 48 heures. Vous continuerez à recevoir les e-mails liés à vos commandes et livraisons.</p>',
    docPattern: 1,
  },
  {
    docId: 5034,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1034,
    category: 'accounts',
    question: 'Qu’est-ce que le programme Trail Rewards ?',
    similar: [
      'Avez-vous un programme de fidélité ?',
      'Comment gagner des points ?',
      'Points de membre',
      'Carte de fidélité',
      'Avantages pour les clients fidèles',
    ],
    answer:
      '<p>Trail Rewards est gratuit avec un compte : vous gagnez 1 point par dollar dépensé, et chaque tranche de 200 points vous donne droit à une récompense de $10. Les membres ont aussi accès aux soldes en avant-première.</p>',
    docPattern: 2,
    buttons: [{ value: 'Faut-il un compte pour passer commande ?' }],
  },
  {
    docId: 5035,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1035,
    category: 'accounts',
    question: 'Mon compte est bloqué',
    similar: [
      'Trop de tentatives de connexion échouées',
      'Compte verrouillé',
      "Je n'arrive plus à accéder à mon compte",
      'Accès à mon compte bloqué',
      "J'ai tapé trop de fois le mauvais mot de passe",
    ],
    answer:
      '<p>Après 5 mots de passe erronés, le compte est bloqué pendant 30 minutes. Pour le débloquer tout de suite, réinitialisez votre mot de passe via <strong>Mot de passe oublié ?</strong></p>',
    docPattern: 1,
  },

  // ---- Garantie -------------------------------------------------------------------------
  {
    docId: 5036,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1036,
    category: 'warranty',
    question: 'Comment faire jouer la garantie ?',
    similar: [
      'La fermeture éclair de ma tente est cassée',
      "La couture de mon sac à dos s'est déchirée",
      'Signaler un produit défectueux',
      'Demande de prise en charge sous garantie',
      'Produit défectueux, que faire ?',
    ],
    answer:
      '<p>Remplissez le <a href="' +
      SHOP +
      '/warranty">formulaire de garantie</a> avec votre numéro de commande, une courte description et quelques photos du défaut. ' +
      'Nous répondons sous 2 jours ouvrés et réparons ou remplaçons l’article, frais de port compris.</p>',
    docPattern: 1,
  },
  {
    docId: 5037,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1037,
    category: 'warranty',
    question: 'Faut-il une preuve d’achat pour faire jouer la garantie ?',
    similar: [
      "Preuve d'achat pour la garantie",
      "J'ai perdu mon ticket de caisse",
      'Garantie sans numéro de commande',
      'Garantie sans facture',
      "J'ai perdu ma facture",
    ],
    answer:
      '<p>Il nous faut une preuve d’achat : pour tout achat en ligne ou avec un compte, votre numéro de commande suffit. Pour un cadeau, le ticket cadeau convient. ' +
      'Un ticket de caisse d’un revendeur agréé est également accepté.</p>',
    docPattern: 1,
  },
  {
    docId: 5038,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1038,
    category: 'warranty',
    question: 'Pouvez-vous réparer un équipement qui n’est plus sous garantie ?',
    similar: [
      'Faire réparer ma vieille veste',
      'Réparation payante',
      'Remplacer un arceau de tente',
      'Service de réparation',
      'Garantie expirée, vous faites des réparations ?',
    ],
    answer:
      '<p>Oui, notre atelier répare fermetures éclair, coutures, boucles et arceaux de tente à prix coûtant, généralement sous 2 à 3 semaines. Envoyez des photos via le formulaire de garantie pour obtenir un devis.</p>' +
      '<p>Pour les petites réparations en randonnée, notre kit de réparation d’arceaux est bien pratique.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: 'Kit de réparation d’arceaux de tente',
      desc: 'Manchon de réparation, élastique de rechange et segment en aluminium pour la plupart des arceaux de 8,5 à 9,5 mm.',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 5039,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1039,
    category: 'warranty',
    question: 'La garantie couvre-t-elle les produits achetés dans d’autres magasins ?',
    similar: [
      "Je l'ai acheté chez un autre revendeur",
      'Garantie pour les autres marques',
      'Acheté sur Amazon',
      "Je ne l'ai pas acheté chez vous, la garantie s'applique ?",
      "Garantie d'un produit acheté dans un magasin de sport",
    ],
    answer:
      '<p>Les produits de la marque Northwind sont garantis 2 ans quel que soit le revendeur agréé chez qui vous les avez achetés, sur présentation de son ticket de caisse. ' +
      'Les autres marques que nous vendons sont couvertes par la garantie de leur fabricant ; nous vous aidons volontiers à le contacter.</p>',
    docPattern: 1,
  },
  {
    docId: 5040,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1040,
    category: 'warranty',
    question: 'Que se passe-t-il si mon article ne peut pas être réparé ?',
    similar: [
      'Remplacement sous garantie',
      "Le produit n'est plus fabriqué",
      'Vais-je en recevoir un neuf ?',
      'Article irréparable',
      'Échange au lieu de réparation',
    ],
    answer:
      '<p>Nous le remplaçons par le même produit ou, s’il n’est plus fabriqué, par le modèle actuel le plus proche. Si aucun des deux n’est disponible, vous recevez un avoir correspondant au prix payé.</p>',
    docPattern: 1,
  },
  {
    docId: 5041,
    tenantId: 'demo',
    lang: 'fr',
    translationOf: 1041,
    category: 'orders',
    question: 'Demander un rappel téléphonique',
    similar: [
      'Pouvez-vous me rappeler ?',
      "J'aimerais être contacté par téléphone",
      "Rappelez-moi s'il vous plaît",
      'Je préfère parler au téléphone',
      'Être rappelé par un conseiller',
    ],
    answer:
      '<p>Laissez-nous votre nom, votre numéro de téléphone et le meilleur moment pour vous joindre : un membre de notre équipe vous rappelle sous un jour ouvré.</p>',
    docPattern: 1,
    // Posted to the demo's own form endpoint through visitor/fromRequest.
    form: {
      referGuide: 'Laissez-nous votre numéro, nous vous rappelons sous un jour ouvré.',
      fromFields: [
        { fieldId: 1, fieldName: 'Nom', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        { fieldId: 2, fieldName: 'Téléphone', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        {
          fieldId: 3,
          fieldName: 'Meilleur moment',
          fieldType: 7,
          requiredStatus: 0,
          fieldValue: '[{"name":"Matin"},{"name":"Après-midi"},{"name":"Soir"}]',
        },
      ],
      url: '/api/demo/formSink',
      method: 'POST',
      headers: {},
      contentType: 'application/json',
    },
  },
];
