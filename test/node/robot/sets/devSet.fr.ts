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

  // ---- Written 2026-11-29 from the knowledge base alone, by a writer who had not seen the sets ----
  // Before they were added here, the robot read these 58.3 % right: a fresh view of how it
  // does on questions it was not tuned on.
  // paraphrase
  {
    question: "la livraison c'est gratuit ou je vais payer un supplément sur une petite commande de 20 dollars ?",
    docIds: [5001],
    kind: 'paraphrase',
  },
  {
    question: 'entre le moment où je valide et la réception, faut compter combien de jours en gros',
    docIds: [5002],
    kind: 'paraphrase',
  },
  {
    question:
      "j'ai une polaire achetée il y a 2 semaines, jamais portée, vous acceptez de me la reprendre et de me rembourser ?",
    docIds: [5003],
    kind: 'paraphrase',
  },
  {
    question: "je peux suivre l'acheminement de mon carton quelque part en ligne ?",
    docIds: [5004],
    kind: 'paraphrase',
  },
  {
    question: "est-ce que ma carte discover passe chez vous ou faut que j'en prenne une autre",
    docIds: [5005],
    kind: 'paraphrase',
  },
  {
    question: "pendant combien d'années vous couvrez un problème de fabrication sur vos articles ?",
    docIds: [5006],
    kind: 'paraphrase',
  },
  {
    question: "j'ai passé commande il y a 15 min et je regrette deja, on peut tout stopper ?",
    docIds: [5007],
    kind: 'paraphrase',
  },
  {
    question: 'petite erreur sur le nom de ma rue dans la commande de ce matin, ça se corrige encore ?',
    docIds: [5010],
    kind: 'paraphrase',
  },
  {
    question: 'vous envoyez en allemagne ? et est-ce que je vais devoir payer la douane ?',
    docIds: [5011],
    kind: 'paraphrase',
  },
  {
    question: "c'est écrit livré sur le site mais aucune trace du colis chez moi ni chez les voisins",
    docIds: [5012],
    kind: 'paraphrase',
  },
  { question: 'pourquoi ma commande a été coupée en plusieurs livraisons ?', docIds: [5013], kind: 'paraphrase' },
  {
    question: "j'ai qu'une boite postale comme adresse, ça vous pose problème pour expédier ?",
    docIds: [5014],
    kind: 'paraphrase',
  },
  { question: "si je renvoie un truc c'est moi qui paie l'étiquette ?", docIds: [5016], kind: 'paraphrase' },
  {
    question:
      "ma soeur m'a offert une veste achetée chez vous mais c'est pas du tout mon style, je peux la rendre sans qu'elle le sache ?",
    docIds: [5019],
    kind: 'paraphrase',
  },
  { question: 'je peux régler une tente à 300 dollars en plusieurs fois ?', docIds: [5020], kind: 'paraphrase' },
  {
    question: "j'ai un code de réduc de 20%, comment je le fais marcher sur ma commande",
    docIds: [5022],
    kind: 'paraphrase',
  },
  {
    question: "vous m'avez pris 2 fois la même somme alors que j'ai commandé une seule fois, c'est quoi ce bazar",
    docIds: [5023],
    kind: 'paraphrase',
  },
  {
    question: "vous faites des bons d'achat électroniques que je pourrais envoyer à un pote pour son anniv ?",
    docIds: [5024],
    kind: 'paraphrase',
  },
  {
    question: "j'ai validé trop vite, je voulais aussi un bonnet, il peut partir avec le reste de ma commande ?",
    docIds: [5026],
    kind: 'paraphrase',
  },
  {
    question: 'le comportement de votre conseiller était limite, je souhaite me plaindre officiellement',
    docIds: [5028],
    kind: 'paraphrase',
  },
  {
    question: "l'adresse mail enregistrée sur mon compte c'est une vieille que je consulte plus, comment la remplacer",
    docIds: [5031],
    kind: 'paraphrase',
  },
  {
    question: 'je veux que mon compte et toutes mes infos perso soient effacés de chez vous',
    docIds: [5032],
    kind: 'paraphrase',
  },
  {
    question: "est-ce que je gagne quelque chose à force d'acheter chez vous, genre des points ?",
    docIds: [5034],
    kind: 'paraphrase',
  },
  {
    question: 'sans le ticket ni la facture, vous acceptez quand même de prendre mon sac sous garantie ?',
    docIds: [5037],
    kind: 'paraphrase',
  },
  { question: "quelqu'un peut m'appeler plutôt que d'écrire ici ?", docIds: [5041], kind: 'paraphrase' },
  // typo
  { question: 'je peux echanjer mes chausures contre une pointur au dessus ?', docIds: [5017], kind: 'typo' },
  { question: 'ou je trouve la factur de ma comande', docIds: [5029], kind: 'typo' },
  { question: 'jai oublier mon mot de pass, comment je le reinitialisse', docIds: [5009], kind: 'typo' },
  { question: 'comment me desabonner de vos mail publicitair', docIds: [5033], kind: 'typo' },
  { question: 'mon conte est bloquer apres plusieur essais de conexion', docIds: [5035], kind: 'typo' },
  { question: 'vous reparé les vieux equipement qui sont plus sous garanti ?', docIds: [5038], kind: 'typo' },
  { question: "comment on fait un retoure, je trouve pas l'etiquete", docIds: [5015], kind: 'typo' },
  { question: "j'ai recu le mauvai article dans mon coli", docIds: [5025], kind: 'typo' },
  // long
  {
    question:
      "bonjour, je vis à new york et j'ai besoin de bâtons de marche pour un trek qui commence dans une semaine, si je passe commande cet aprem ça part quand et je le reçois quand ?",
    docIds: [5002],
    kind: 'long',
  },
  {
    question:
      "bonjour j'ai acheté une veste de pluie chez vous il y a 14 mois et l'intérieur commence à se décoller par plaques alors que j'en ai pris soin, est-ce que c'est couvert ?",
    docIds: [5006],
    kind: 'long',
  },
  {
    question:
      "salut, j'ai renvoyé des chaussures de trail avec votre étiquette prépayée et ups indique qu'elles sont arrivées lundi à votre entrepôt, il faut compter combien de temps avant de voir l'argent sur ma carte ?",
    docIds: [5008],
    kind: 'long',
  },
  {
    question:
      "j'ai pris des chaussures de rando chez vous il y a 9 jours à 160 dollars et ce matin je les vois à 129 dans vos promos du week-end, je peux récupérer la différence ?",
    docIds: [5027],
    kind: 'long',
  },
  {
    question:
      "bonjour le service garantie m'a dit que le cadre de mon vieux sac à dos est irréparable et en plus le modèle n'est plus fabriqué, du coup j'ai droit à quoi concrètement ?",
    docIds: [5040],
    kind: 'long',
  },
  {
    question:
      "c'est la première fois que j'achète chez vous, je veux juste une lampe frontale, est-ce que je suis obligé de m'inscrire ou je peux payer direct, et ça sert à quoi un compte ?",
    docIds: [5030],
    kind: 'long',
  },
  {
    question:
      'bonjour je voulais commander des cartouches de gaz et un sac brodé au prénom de ma fille, mais avant je voudrais savoir si je pourrai les renvoyer si jamais ça ne convient pas',
    docIds: [5018],
    kind: 'long',
  },
  {
    question:
      "salut, la boucle de la ceinture de mon sac à dos northwind a cassé net pendant une sortie alors qu'il a à peine un an, comment je fais pour le faire réparer ou remplacer ?",
    docIds: [5036],
    kind: 'long',
  },
  // two-part
  { question: 'vous livrez en belgique ? et on peut payer avec paypal ?', docIds: [5011, 5005], kind: 'two-part' },
  {
    question: "j'ai combien de temps pour renvoyer un article et est-ce que le retour est gratuit ?",
    docIds: [5003, 5016],
    kind: 'two-part',
  },
  {
    question: "je peux encore annuler ma commande d'il y a 40 min ? sinon au moins changer l'adresse de livraison",
    docIds: [5007, 5010],
    kind: 'two-part',
  },
  {
    question: 'les cartes cadeaux ont une date limite ? et vos points fidélité ça marche comment',
    docIds: [5024, 5034],
    kind: 'two-part',
  },
  {
    question: "la bretelle de mon sac s'est arrachée, comment je fais jouer la garantie et faut-il la facture ?",
    docIds: [5036, 5037],
    kind: 'two-part',
  },
  {
    question:
      "comment j'arrête de recevoir vos newsletters, et tant qu'on y est comment je supprime carrément mon compte",
    docIds: [5033, 5032],
    kind: 'two-part',
  },
  // short
  { question: 'remboursé quand ?', docIds: [5008], kind: 'short' },
  { question: 'klarna possible ?', docIds: [5020], kind: 'short' },
  { question: 'copie facture', docIds: [5029], kind: 'short' },
  { question: 'colis militaire apo', docIds: [5014], kind: 'short' },
  { question: 'double prélèvement ?!', docIds: [5023], kind: 'short' },
  { question: 'garantie magasin tiers ?', docIds: [5039], kind: 'short' },
  // no-punctuation
  { question: 'comment je vois ou en est mon colis jai pas de compte', docIds: [5004], kind: 'no-punctuation' },
  { question: 'cest combien lexpress pour une tente', docIds: [5001], kind: 'no-punctuation' },
  {
    question: 'jai achete des chaussures northwind dans un magasin de sport en ville elles sont garanties chez vous',
    docIds: [5039],
    kind: 'no-punctuation',
  },
  {
    question: 'je me suis trompe de taille dans la commande passee y a une heure je peux la modifier',
    docIds: [5026],
    kind: 'no-punctuation',
  },
  {
    question: 'le pantalon est trop long je peux avoir la taille en dessous a la place',
    docIds: [5017],
    kind: 'no-punctuation',
  },
  {
    question: 'ca fait la 4e fois que je relance votre sav sans resultat je veux faire une reclamation',
    docIds: [5028],
    kind: 'no-punctuation',
  },
  {
    question: 'pourquoi ma carte passe pas sur votre site jai pourtant de largent',
    docIds: [5021],
    kind: 'no-punctuation',
  },
  // uncovered
  { question: 'vous avez une boutique à montréal où je peux essayer les chaussures ?', docIds: [], kind: 'uncovered' },
  { question: 'la doudoune rouge en M revient en stock quand ?', docIds: [], kind: 'uncovered' },
  { question: "comment laver mon sac de couchage en duvet sans l'abîmer", docIds: [], kind: 'uncovered' },
  { question: 'vous faites une remise pour les militaires ou les pompiers ?', docIds: [], kind: 'uncovered' },
  { question: 'vous louez des kayaks à la journée ?', docIds: [], kind: 'uncovered' },
  { question: 'vous recrutez dans votre entrepôt ?', docIds: [], kind: 'uncovered' },
  { question: 'quelle tente vous me conseillez pour du bivouac en hiver en montagne', docIds: [], kind: 'uncovered' },
  { question: 'on peut activer la double authentification sur le compte client ?', docIds: [], kind: 'uncovered' },
  { question: 'vous faites les paquets cadeaux avec un petit mot ?', docIds: [], kind: 'uncovered' },
  { question: 'votre livraison express est neutre en carbone ?', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-11-30 (written from the documents alone; see docs/robot.md) ----
  {
    question: "C'est combien les frais de port si je prends juste une gourde à 20 balles ?",
    docIds: [5001],
    kind: 'paraphrase',
  },
  {
    question: 'Si je commande mes chaussures de rando ce soir, je les ai quand à peu près ?',
    docIds: [5002],
    kind: 'paraphrase',
  },
  {
    question:
      "J'ai pris une polaire qui finalement me plaît pas, jamais portée, étiquettes encore dessus. Je peux la rendre et être remboursé ?",
    docIds: [5003],
    kind: 'paraphrase',
  },
  { question: 'Où je peux voir où en est mon colis en ce moment ?', docIds: [5004], kind: 'paraphrase' },
  { question: "Vous prenez l'Amex ou que Visa ?", docIds: [5005], kind: 'paraphrase' },
  {
    question: "La fermeture de mon sac à dos a lâché au bout de 8 mois sans raison, c'est pris en charge ?",
    docIds: [5006],
    kind: 'paraphrase',
  },
  {
    question: 'Je me suis planté en commandant il y a 10 minutes, je peux tout stopper ?',
    docIds: [5007],
    kind: 'paraphrase',
  },
  {
    question: "J'ai renvoyé la tente la semaine dernière, l'argent revient sur ma carte dans combien de temps ?",
    docIds: [5008],
    kind: 'paraphrase',
  },
  {
    question: "J'ai zappé mon mot de passe, je fais comment pour me reconnecter ?",
    docIds: [5009],
    kind: 'paraphrase',
  },
  {
    question: "J'ai mis mon ancienne adresse sur la commande que je viens de passer, vous pouvez corriger ?",
    docIds: [5010],
    kind: 'paraphrase',
  },
  { question: "Le suivi dit que c'est livré mais y a rien devant ma porte", docIds: [5012], kind: 'paraphrase' },
  {
    question:
      "Pourquoi j'ai reçu la tente et le reste de la commande dans deux cartons différents, à deux jours d'écart ?",
    docIds: [5013],
    kind: 'paraphrase',
  },
  {
    question: 'Ça me coûte quelque chose de renvoyer un truc qui me va juste pas ?',
    docIds: [5016],
    kind: 'paraphrase',
  },
  {
    question: 'Les chaussures sont trop petites, je peux avoir une pointure au-dessus à la place ?',
    docIds: [5017],
    kind: 'paraphrase',
  },
  {
    question: "J'ai ouvert une cartouche de gaz mais je m'en sers pas finalement, vous la reprenez ?",
    docIds: [5018],
    kind: 'paraphrase',
  },
  {
    question: "Possible de payer le sac de couchage petit à petit plutôt que tout d'un coup ?",
    docIds: [5020],
    kind: 'paraphrase',
  },
  {
    question: "Ma carte passe pas au moment de valider le panier, ça vient d'où ?",
    docIds: [5021],
    kind: 'paraphrase',
  },
  {
    question: "Je vois deux prélèvements pour le même achat sur mon compte bancaire, c'est normal ?",
    docIds: [5023],
    kind: 'paraphrase',
  },
  {
    question: "J'ai acheté une doudoune il y a une semaine et là elle est en promo, vous me rendez l'écart ?",
    docIds: [5027],
    kind: 'paraphrase',
  },
  {
    question: "J'ai besoin d'une facture pour me faire rembourser par ma boîte, je la récupère où ?",
    docIds: [5029],
    kind: 'paraphrase',
  },
  {
    question: 'Je veux plus avoir de compte chez vous, vous pouvez effacer toutes mes infos ?',
    docIds: [5032],
    kind: 'paraphrase',
  },
  {
    question: "Vous m'envoyez beaucoup trop de pubs par mail, comment j'arrête ça ?",
    docIds: [5033],
    kind: 'paraphrase',
  },
  { question: 'Vous livrez en Belgiqe ? Ça coûte combien ?', docIds: [5011], kind: 'typo' },
  { question: "Comment je fias pour renvoyer un article que j'ai commandé ?", docIds: [5015], kind: 'typo' },
  {
    question: "On m'a offert une veste en cadeau, je peux la retouner sans que la personne soit au courant ?",
    docIds: [5019],
    kind: 'typo',
  },
  { question: 'ou est ce que je rentre mon code promo ?', docIds: [5022], kind: 'typo' },
  { question: 'Vous faites des cartes cadaux ?', docIds: [5024], kind: 'typo' },
  { question: "C'est quoi le programe Trail Rewards ?", docIds: [5034], kind: 'typo' },
  { question: "Mon compte est bloqé, j'ai tapé trop de fois le mauvais mot de passe.", docIds: [5035], kind: 'typo' },
  {
    question: 'Comment je fais marcher la garentie ? Ma gourde fuit au niveau du bouchon.',
    docIds: [5036],
    kind: 'typo',
  },
  {
    question:
      "J'ai commandé deux lampes frontales et un réchaud. Dans le carton il y avait les lampes mais à la place du réchaud une popote. Vous pouvez m'envoyer le bon article ?",
    docIds: [5025],
    kind: 'long',
  },
  {
    question:
      "Je suis militaire en poste à l'étranger et j'ai une adresse APO. Je voudrais commander des chaussettes en laine. Vous pouvez livrer là-bas ?",
    docIds: [5014],
    kind: 'long',
  },
  {
    question:
      "Ma veste de pluie a 4 ans et la fermeture éclair est morte. Je l'adore et je ne veux pas en racheter une. Vous pouvez la réparer même si la garantie est finie ?",
    docIds: [5038],
    kind: 'long',
  },
  {
    question:
      "J'ai acheté mon sac à dos Northwind dans un magasin de sport près de chez moi, pas sur votre site. Les bretelles se décousent après un an. Je suis quand même couvert ?",
    docIds: [5039],
    kind: 'long',
  },
  {
    question:
      "J'ai envoyé ma tente en garantie pour un problème de tissu. On m'a dit que ce modèle n'existe plus. Qu'est-ce que je vais récupérer du coup ?",
    docIds: [5040],
    kind: 'long',
  },
  {
    question:
      "J'ai passé commande ce matin pour une tente. Là je me rends compte qu'il me faut aussi des sardines. Je peux les rajouter au même colis ?",
    docIds: [5026],
    kind: 'long',
  },
  {
    question:
      "C'est ma première fois chez vous et je veux juste acheter un cadeau pour mon frère. J'ai pas envie de créer encore un compte. Je suis obligé ?",
    docIds: [5030],
    kind: 'long',
  },
  {
    question: "Combien coûte l'express ? Et en standard, ça met combien de temps à arriver ?",
    docIds: [5001, 5002],
    kind: 'two-part',
  },
  {
    question: "Il faut garder le ticket pour la garantie ? Et est-ce qu'elle couvre une boucle cassée ?",
    docIds: [5037, 5006],
    kind: 'two-part',
  },
  {
    question: 'Comment je change mon mail sur mon compte ? Et au passage, comment je remets un mot de passe neuf ?',
    docIds: [5031, 5009],
    kind: 'two-part',
  },
  {
    question: 'Je peux rendre des bâtons de marche jamais utilisés ? Et le remboursement arrive quand ?',
    docIds: [5003, 5008],
    kind: 'two-part',
  },
  {
    question: 'Vous acceptez PayPal ? Et les cartes cadeaux, elles expirent ?',
    docIds: [5005, 5024],
    kind: 'two-part',
  },
  { question: 'délai remboursement ?', docIds: [5008], kind: 'short' },
  { question: 'suivi colis', docIds: [5004], kind: 'short' },
  { question: 'je peux me faire livrer dans une boite postale', docIds: [5014], kind: 'no-punctuation' },
  { question: 'la banque refuse mon paiement je comprends pas pourquoi', docIds: [5021], kind: 'no-punctuation' },
  {
    question: 'combien de points je gagne par dollar avec votre programme fidelite',
    docIds: [5034],
    kind: 'no-punctuation',
  },
  {
    question: 'je veux parler a quelqu un du service client pour me plaindre de ma commande',
    docIds: [5028],
    kind: 'no-punctuation',
  },
  {
    question: 'c etait un cadeau j ai pas de numero de commande comment je prouve l achat pour la garantie',
    docIds: [5037],
    kind: 'no-punctuation',
  },
  { question: 'Vous livrez aussi le samedi ?', docIds: [], kind: 'uncovered' },
  {
    question: 'Je peux rapporter mon retour dans un de vos magasins au lieu de passer par UPS ?',
    docIds: [],
    kind: 'uncovered',
  },
  { question: 'Les points Trail Rewards expirent au bout de combien de temps ?', docIds: [], kind: 'uncovered' },
  {
    question: "Si je revends ma tente d'occasion, la garantie passe au nouveau propriétaire ?",
    docIds: [],
    kind: 'uncovered',
  },
  { question: 'Vous avez des boutiques physiques en France ?', docIds: [], kind: 'uncovered' },
  { question: 'Quelle taille de sac de couchage pour un enfant de 8 ans ?', docIds: [], kind: 'uncovered' },
  { question: 'Vous faites une réduction pour les étudiants ?', docIds: [], kind: 'uncovered' },
  // ---- Fresh questions of 2026-12-02 (written from the documents alone; see docs/robot.md) ----
  // Before they joined, the robot read the 50 of each language 88.1 / 90.5 / 85.7 / 88.1 % right
  // (en / fr / ja / ar) with 2 / 2 / 5 / 1 confident wrong answers.
  {
    question: 'Je peux me faire rembourser en entier si je renvoie un truc jamais porté avec encore les étiquettes ?',
    docIds: [5003],
    kind: 'paraphrase',
  },
  {
    question: "La fermeture éclair de ma veste a lâché au bout d'un an, c'est couvert par votre garantie ?",
    docIds: [5006],
    kind: 'paraphrase',
  },
  { question: 'je viens de passer commande y a 15 min je peux tout annuler', docIds: [5007], kind: 'no-punctuation' },
  {
    question: 'Oups je me suis trompé de numéro de rue sur ma commande de tantôt, vous pouvez corriger ?',
    docIds: [5010],
    kind: 'paraphrase',
  },
  {
    question: 'jveux renvoyer un article mais javais commandé sans creer de compte comment je fais',
    docIds: [5015],
    kind: 'no-punctuation',
  },
  {
    question: 'Si je renvoie juste parce que la couleur me plaît pas, ça me coûte quelque chose ?',
    docIds: [5016],
    kind: 'paraphrase',
  },
  { question: 'la polaire est trop petite je voudrais la meme en L', docIds: [5017], kind: 'no-punctuation' },
  {
    question: "On peut vous rendre une cartouche de gaz déjà entamée ? on s'en est servi une seule fois",
    docIds: [5018],
    kind: 'paraphrase',
  },
  {
    question:
      "J'ai oublié de rajouter des chaussettes à ma commande de tout à l'heure, vous pouvez les mettre dedans ?",
    docIds: [5026],
    kind: 'paraphrase',
  },
  {
    question: 'ma tente a une couture qui lache comment je fais une demande de garantie',
    docIds: [5036],
    kind: 'no-punctuation',
  },
  {
    question: "J'ai pas reçu de lien pour suivre mon colis, je peux le retrouver où ?",
    docIds: [5004],
    kind: 'paraphrase',
  },
  { question: 'les frais de douane pour le canada c moi qui les paye', docIds: [5011], kind: 'no-punctuation' },
  { question: 'Faut combien de points pour avoir 10 $ de réduc ?', docIds: [5034], kind: 'paraphrase' },
  { question: 'je peux utiliser deux cartes cadeaux sur la meme commande', docIds: [5022], kind: 'no-punctuation' },
  { question: 'Ça coûte combien le port si ma commande fait 40 $ ?', docIds: [5001], kind: 'paraphrase' },
  {
    question: "Je me suis mariée et j'ai changé de nom, je le modifie où dans mon compte ?",
    docIds: [5031],
    kind: 'paraphrase',
  },
  { question: 'si je comande a midi ca part aujourdhui ou demin', docIds: [5002], kind: 'typo' },
  { question: 'ma comande a ete debité 2 foi sur mon conte banciare', docIds: [5023], kind: 'typo' },
  { question: 'vous envoyez en belgqiue ou juste au states', docIds: [5011], kind: 'typo' },
  {
    question: 'le pirx de ma veste a baisser 5 jours aprés mon achat, vous remboursez la diference ?',
    docIds: [5027],
    kind: 'typo',
  },
  {
    question: 'jai recu le mauvai article dans mon colie, c une tente 2 place au lieu de 4',
    docIds: [5025],
    kind: 'typo',
  },
  { question: 'pk mon paiment est refuzé jai esayé 2 foi', docIds: [5021], kind: 'typo' },
  { question: 'rappel tel svp', docIds: [5041], kind: 'short' },
  { question: 'effacer mon compte', docIds: [5032], kind: 'short' },
  { question: 'klarna minimum ?', docIds: [5020], kind: 'short' },
  { question: 'plainte svp', docIds: [5028], kind: 'short' },
  { question: 'commande sans compte ?', docIds: [5030], kind: 'short' },
  {
    question:
      "Bonjour, le suivi dit que mon colis a été livré hier à 15h mais y'a rien devant chez moi. J'habite en appart et le concierge a rien vu non plus. C'était le sac de couchage pour le camp de mon fils samedi. Je fais quoi ?",
    docIds: [5012],
    kind: 'long',
  },
  {
    question:
      "Ma belle-mère m'a offert une veste Northwind pour Noël mais elle est vraiment pas mon style. J'ai juste le ticket cadeau dans la boîte. Je voudrais la rendre sans qu'elle soit au courant, c'est faisable ?",
    docIds: [5019],
    kind: 'long',
  },
  {
    question:
      "J'ai une tente Northwind achetée en 2018 et on part en Gaspésie dans un mois. Un des arceaux a cassé l'été passé pis la garantie est finie depuis longtemps. Vous pouvez la réparer quand même ?",
    docIds: [5038],
    kind: 'long',
  },
  {
    question:
      "Hello, je demande avant de faire quoi que ce soit : est-ce que vous prenez en garantie un sac Northwind acheté ailleurs ? Je l'ai pris dans un magasin de sport à Genève, j'ai encore le ticket. La bretelle se découd déjà après 6 mois.",
    docIds: [5039],
    kind: 'long',
  },
  {
    question:
      "J'ai envoyé mon duvet en garantie la semaine dernière, la fermeture était fichue. On m'a dit que ça se réparait sûrement pas et que ce modèle n'est plus vendu. Qu'est-ce que je vais récupérer du coup ?",
    docIds: [5040],
    kind: 'long',
  },
  {
    question:
      "J'ai commandé un kayak, une tente et des habits pour les enfants pour nos vacances. Hier j'ai reçu un carton avec les vêtements, et le kayak est toujours pas là avec un autre numéro de suivi. Vous allez me facturer le port deux fois ?",
    docIds: [5013],
    kind: 'long',
  },
  {
    question:
      "Ma copine m'a offert des bâtons de rando Northwind l'an dernier et il y en a un qui s'est fendu au niveau du serrage. Je n'ai aucun numéro de commande vu que c'est elle qui a payé. Est-ce que le ticket cadeau suffit pour la garantie ?",
    docIds: [5037],
    kind: 'long',
  },
  {
    question:
      "Je voudrais savoir quand je vais revoir mon argent. J'ai renvoyé des chaussures trop petites la semaine passée et le suivi UPS montre qu'elles sont arrivées chez vous lundi. Toujours rien sur ma carte.",
    docIds: [5008],
    kind: 'long',
  },
  {
    question: 'combien coute le port pour une commande de 30 dollars et en standard ca met combien de jours',
    docIds: [5001, 5002],
    kind: 'two-part',
  },
  { question: 'Vous prenez Apple Pay ? Et mon code promo je le mets où ?', docIds: [5005, 5022], kind: 'two-part' },
  {
    question:
      'comment je change mon adresse mail sur mon compte, et aussi je reçois trop de pubs de votre part, comment on arrête ça ?',
    docIds: [5031, 5033],
    kind: 'two-part',
  },
  {
    question: "Vous vendez des cartes cadeaux ? Aussi c'est quoi exactement votre programme de points Trail Rewards",
    docIds: [5024, 5034],
    kind: 'two-part',
  },
  {
    question: 'mon frère est militaire, vous livrez sur son adresse APO ? et une fois parti je suis le colis comment',
    docIds: [5014, 5004],
    kind: 'two-part',
  },
  {
    question: "J'ai oublié mon mdp. Et ma facture de la commande d'hier, je la trouve où ?",
    docIds: [5009, 5029],
    kind: 'two-part',
  },
  {
    question: 'Est-ce que je peux choisir le jour de livraison ? je suis absent toute la semaine prochaine',
    docIds: [],
    kind: 'uncovered',
  },
  { question: "vous faites l'emballage cadeau avec un petit mot ?", docIds: [], kind: 'uncovered' },
  {
    question: 'je peux donner mes points Trail Rewards à ma blonde, elle a aussi un compte',
    docIds: [],
    kind: 'uncovered',
  },
  { question: 'Y a-t-il une réduction pour les étudiants ?', docIds: [], kind: 'uncovered' },
  {
    question: 'vous etes ouverts jusqua quelle heure le samedi a votre magasin de Lyon',
    docIds: [],
    kind: 'uncovered',
  },
  { question: "Vous recrutez pour l'été ? je cherche un job", docIds: [], kind: 'uncovered' },
  { question: 'tu me conseilles quelle rando autour de Chamonix en octobre', docIds: [], kind: 'uncovered' },
  { question: 'Vous vendez des vélos électriques ?', docIds: [], kind: 'uncovered' },
];
