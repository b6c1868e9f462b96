// The held-out French test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_FR: readonly VisitorQuestion[] = [
  // paraphrases
  { question: "C'est à partir de combien que la livraison devient gratuite ?", docIds: [5001], kind: 'paraphrase' },
  {
    question: 'Il faut compter combien de jours pour recevoir un colis en standard ?',
    docIds: [5002],
    kind: 'paraphrase',
  },
  { question: "Je me suis trompée de commande, je peux l'annuler ?", docIds: [5007], kind: 'paraphrase' },
  { question: 'Quels moyens de paiement sont acceptés sur le site ?', docIds: [5005], kind: 'paraphrase' },
  { question: "La garantie marche aussi pour l'usure normale ?", docIds: [5006], kind: 'paraphrase' },
  { question: "Faut-il obligatoirement s'inscrire pour commander ?", docIds: [5030], kind: 'paraphrase' },
  { question: 'Je veux mettre à jour mon nom de famille dans mon compte', docIds: [5031], kind: 'paraphrase' },
  { question: 'Vous livrez en Belgique ?', docIds: [5011], kind: 'paraphrase' },
  {
    question: "Le produit n'est plus fabriqué et on ne peut pas le réparer, vous faites quoi ?",
    docIds: [5040],
    kind: 'paraphrase',
  },
  // typos and missing accents
  { question: "ou est mon remboursement ? j'ai renvoye le colis il y a 10 jours", docIds: [5008], kind: 'typo' },
  { question: 'mot de pase oublié', docIds: [5009], kind: 'typo' },
  { question: 'comment utliser une carte cadeau au moment de payer', docIds: [5022], kind: 'typo' },
  { question: 'mon compte est bloqé depuis ce matin', docIds: [5035], kind: 'typo' },
  { question: 'je veux me desabonner de la newsleter', docIds: [5033], kind: 'typo' },
  // no punctuation
  { question: 'je voudrais savoir ou en est mon colis', docIds: [5004], kind: 'no-punctuation' },
  { question: 'le retour est gratuit ou payant', docIds: [5016], kind: 'no-punctuation' },
  { question: 'quels articles vous ne reprenez pas', docIds: [5018], kind: 'no-punctuation' },
  { question: 'il me faut une facture pour ma commande', docIds: [5029], kind: 'no-punctuation' },
  { question: 'je peux echanger mes chaussures contre une pointure au dessus', docIds: [5017], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      "Bonjour, ma belle-sœur m'a offert une polaire achetée chez vous mais elle ne me plaît pas. Je n'ai pas le ticket de caisse, seulement le ticket cadeau. Est-ce que je peux la renvoyer ?",
    docIds: [5019],
    kind: 'long',
  },
  {
    question:
      "Bonsoir, j'ai reçu ma commande mais à la place de la lampe frontale il y a un réchaud que je n'ai jamais commandé. Vous pouvez m'envoyer le bon article ?",
    docIds: [5025],
    kind: 'long',
  },
  {
    question:
      "J'ai acheté une lampe frontale la semaine dernière et elle est maintenant en promo à moins 20 %. Est-ce que vous remboursez la différence ?",
    docIds: [5027],
    kind: 'long',
  },
  {
    question:
      "Ma carte Visa est refusée à chaque fois que je valide le panier, pourtant j'ai ce qu'il faut sur mon compte. Qu'est-ce qui se passe ?",
    docIds: [5021],
    kind: 'long',
  },
  {
    question:
      "J'ai acheté mon sac de couchage Northwind dans une boutique de sport près de chez moi, pas sur votre site. Si j'ai un souci, est-ce que vous le prenez quand même en garantie ?",
    docIds: [5039],
    kind: 'long',
  },
  // very short
  { question: 'paiement en plusieurs fois ?', docIds: [5020], kind: 'short' },
  { question: 'réparation hors garantie', docIds: [5038], kind: 'short' },
  { question: 'être rappelé', docIds: [5041], kind: 'short' },
  { question: 'supprimer compte', docIds: [5032], kind: 'short' },
  // two-part
  {
    question: 'Comment faire un retour, et est-ce que les frais de retour sont à ma charge ?',
    docIds: [5015, 5016],
    kind: 'two-part',
  },
  {
    question: 'Vous vendez des cartes cadeaux ? Et on peut en utiliser plusieurs sur une seule commande ?',
    docIds: [5024, 5022],
    kind: 'two-part',
  },
  {
    question: 'Mon colis est marqué livré mais je ne l’ai jamais eu, et franchement je veux déposer une réclamation',
    docIds: [5012, 5028],
    kind: 'two-part',
  },
  {
    question:
      'Je peux modifier ma commande pour rajouter un article ? Sinon, est-ce que je peux encore changer l’adresse ?',
    docIds: [5026, 5010],
    kind: 'two-part',
  },
  // not covered by the knowledge base
  { question: 'Avez-vous un magasin à Lyon ?', docIds: [], kind: 'uncovered' },
  { question: 'Est-ce que vous louez du matériel de camping ?', docIds: [], kind: 'uncovered' },
  { question: 'Comment entretenir une veste en duvet ?', docIds: [], kind: 'uncovered' },
  { question: 'vous faites des reductions pour les etudiants', docIds: [], kind: 'uncovered' },
  { question: 'Vous pouvez faire un paquet cadeau pour ma commande ?', docIds: [], kind: 'uncovered' },
  {
    question: 'La tente Summit 2 est-elle vraiment imperméable sous une grosse pluie ?',
    docIds: [],
    kind: 'uncovered',
  },
];
