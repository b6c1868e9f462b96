// The French development set: questions as French-speaking shoppers type them, labelled with
// the French documents (5001-5041: doc 5000 + n translates English doc 1000 + n). The robot is
// tuned on this set; see visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_FR: readonly VisitorQuestion[] = [
  // ---- Livraison --------------------------------------------------------------------------
  { question: 'la livraison est gratuite a partir de combien', docIds: [5001], kind: 'typo' },
  { question: 'frais de port', docIds: [5001], kind: 'short' },
  { question: 'En combien de temps je reçois ma commande ?', docIds: [5002], kind: 'paraphrase' },
  { question: 'vous livrez en france ?', docIds: [5011], kind: 'paraphrase' },
  {
    question: 'si je commande depuis la belgique je dois payer des droits de douane',
    docIds: [5011],
    kind: 'no-punctuation',
  },
  { question: "le suivi indique livré mais j'ai rien reçu", docIds: [5012], kind: 'paraphrase' },
  { question: "pourquoi j'ai reçu ma commande en plusieurs colis", docIds: [5013], kind: 'no-punctuation' },
  { question: 'Livraison possible à une boîte postale ?', docIds: [5014], kind: 'paraphrase' },

  // ---- Retours ----------------------------------------------------------------------------
  { question: 'je peux renvoyer un article qui me plait pas', docIds: [5003], kind: 'no-punctuation' },
  { question: 'comment faire un retour', docIds: [5015], kind: 'no-punctuation' },
  { question: 'étiquette de retour', docIds: [5015], kind: 'short' },
  { question: 'Le retour est-il payant ?', docIds: [5016], kind: 'paraphrase' },
  {
    question: 'les chaussures sont trop petites je voudrais la pointure au dessus',
    docIds: [5017],
    kind: 'no-punctuation',
  },
  { question: 'quels articles ne sont pas repris', docIds: [5018], kind: 'paraphrase' },
  { question: "on m'a offert un sac à dos sans ticket, je peux le rendre ?", docIds: [5019], kind: 'paraphrase' },
  { question: 'toujours pas de remboursment', docIds: [5008], kind: 'typo' },

  // ---- Paiement ---------------------------------------------------------------------------
  { question: 'vous acceptez paypal ?', docIds: [5005], kind: 'short' },
  { question: 'carte bleue acceptée', docIds: [5005], kind: 'short' },
  { question: 'Paiement en plusieurs fois possible ?', docIds: [5020], kind: 'paraphrase' },
  { question: 'ma carte est refusée au moment de payer', docIds: [5021], kind: 'paraphrase' },
  { question: 'ou je mets mon code promo', docIds: [5022], kind: 'typo' },
  { question: "j'ai été débité deux fois pour la même commande", docIds: [5023], kind: 'paraphrase' },
  { question: 'vous vendez des cartes cadeaux ?', docIds: [5024], kind: 'paraphrase' },

  // ---- Commandes --------------------------------------------------------------------------
  { question: 'ou en est ma commande', docIds: [5004], kind: 'typo' },
  { question: 'Je veux annuler ma commande passée il y a 10 minutes', docIds: [5007], kind: 'paraphrase' },
  { question: "je me suis trompé d'adresse de livraison", docIds: [5010], kind: 'paraphrase' },
  { question: 'il manque un article dans mon colis', docIds: [5025], kind: 'paraphrase' },
  { question: 'je peux modifier la taille dans ma commande ?', docIds: [5026], kind: 'paraphrase' },
  { question: 'le prix a baissé juste après mon achat', docIds: [5027], kind: 'paraphrase' },
  {
    question: 'je souhaite déposer une réclamation, votre service client est nul',
    docIds: [5028],
    kind: 'paraphrase',
  },
  { question: "j'ai besoin d'une facture pour ma boite", docIds: [5029], kind: 'paraphrase' },
  { question: 'pas reçu de mail de confirmation', docIds: [5029], kind: 'no-punctuation' },

  // ---- Compte -----------------------------------------------------------------------------
  { question: "j'ai oublié mon mdp", docIds: [5009], kind: 'typo' },
  { question: 'faut il creer un compte pour commander', docIds: [5030], kind: 'typo' },
  { question: 'changer mon adresse mail', docIds: [5031], kind: 'short' },
  { question: 'supprimer mon compte', docIds: [5032], kind: 'short' },
  { question: 'je reçois trop de newsletters, comment me désinscrire ?', docIds: [5033], kind: 'paraphrase' },
  { question: 'vous avez une carte de fidélité ?', docIds: [5034], kind: 'paraphrase' },
  { question: 'compte bloqué', docIds: [5035], kind: 'short' },

  // ---- Garantie ---------------------------------------------------------------------------
  { question: 'la garantie couvre quoi exactement', docIds: [5006], kind: 'no-punctuation' },
  {
    question: 'la fermeture éclair de ma veste a lâché, comment faire jouer la garantie ?',
    docIds: [5036],
    kind: 'paraphrase',
  },
  { question: "j'ai perdu le ticket de caisse, la garantie marche quand meme ?", docIds: [5037], kind: 'typo' },
  {
    question: "j'ai acheté ma veste northwind dans un autre magasin, elle est garantie chez vous ?",
    docIds: [5039],
    kind: 'paraphrase',
  },
  { question: 'si la réparation est impossible vous me le remplacez ?', docIds: [5040], kind: 'paraphrase' },
  { question: 'vous pouvez me rappeler svp', docIds: [5041], kind: 'no-punctuation' },

  // ---- Questions longues ------------------------------------------------------------------
  {
    question:
      "bonjour, j'ai commandé un sac de couchage bleu taille L pour mon fils et on a reçu un sac rouge taille S à la place, je fais comment pour avoir le bon ?",
    docIds: [5025],
    kind: 'long',
  },
  {
    question:
      "Bonjour, ça fait maintenant trois semaines que j'ai renvoyé mes chaussures de randonnée, le colis a bien été reçu d'après le suivi mais je ne vois toujours pas le remboursement sur mon compte. C'est normal ?",
    docIds: [5008],
    kind: 'long',
  },
  {
    question:
      "bonsoir, j'ai acheté une veste chez vous il y a trois ans donc la garantie est finie je suppose, mais la fermeture éclair ne ferme plus du tout, est-ce que vous pouvez quand même la réparer et à quel prix",
    docIds: [5038],
    kind: 'long',
  },

  // ---- Deux questions en une --------------------------------------------------------------
  { question: 'vous livrez en belgique et je peux payer avec paypal', docIds: [5011, 5005], kind: 'two-part' },
  {
    question: "combien coûte la livraison et en combien de jours j'ai le colis",
    docIds: [5001, 5002],
    kind: 'two-part',
  },
  { question: 'comment faire un retour et est ce que le retour est gratuit', docIds: [5015, 5016], kind: 'two-part' },
  { question: 'mdp oublié et en plus compte bloqué', docIds: [5009, 5035], kind: 'two-part' },
  {
    question: 'je veux supprimer mon compte et ne plus recevoir vos mails de pub',
    docIds: [5032, 5033],
    kind: 'two-part',
  },

  // ---- Hors de la base --------------------------------------------------------------------
  { question: 'vous êtes ouverts le dimanche ?', docIds: [], kind: 'uncovered' },
  { question: 'la tente 2 places verte est-elle en stock', docIds: [], kind: 'uncovered' },
  { question: 'raconte moi une blague', docIds: [], kind: 'uncovered' },
  { question: 'il va faire beau ce week-end à chamonix ?', docIds: [], kind: 'uncovered' },
  { question: 'vous recrutez ? je voudrais envoyer ma candidature', docIds: [], kind: 'uncovered' },
  { question: 'quel sac de couchage me conseillez vous pour le bivouac en hiver', docIds: [], kind: 'uncovered' },
  { question: 'comment laver une doudoune', docIds: [], kind: 'uncovered' },
  { question: 'vous avez un magasin à lyon', docIds: [], kind: 'uncovered' },
  { question: 'comment réimperméabiliser les coutures de ma tente moi-même', docIds: [], kind: 'uncovered' },
  { question: 'merci au revoir', docIds: [], kind: 'uncovered' },
];
