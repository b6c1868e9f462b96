// The Spanish development set: questions as Spanish-speaking shoppers type them (Spain and
// Latin America), labelled with the Spanish documents (3001-3041: doc 3000 + n translates
// English doc 1000 + n). The robot is tuned on this set; see visitorQuestion.ts.
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SET_ES: readonly VisitorQuestion[] = [
  // ---- Envíos -----------------------------------------------------------------------------
  { question: 'cuanto me cobran por mandarlo a casa', docIds: [3001], kind: 'no-punctuation' },
  { question: 'el envio es gratis si compro mas de 50 dolares', docIds: [3001], kind: 'typo' },
  { question: '¿En cuántos días me llega el pedido?', docIds: [3002], kind: 'paraphrase' },
  { question: 'tienen entrega urgente? lo necesito para el viernes', docIds: [3002], kind: 'paraphrase' },
  { question: 'hacen envios a españa?', docIds: [3011], kind: 'typo' },
  { question: 'el seguimiento dice entregado pero no tengo nada', docIds: [3012], kind: 'no-punctuation' },
  { question: 'me llegó solo una caja de las tres', docIds: [3013], kind: 'paraphrase' },
  { question: '¿se puede enviar a un apartado de correos?', docIds: [3014], kind: 'paraphrase' },

  // ---- Devoluciones -----------------------------------------------------------------------
  { question: 'puedo devolver algo que compre hace dos semanas y no me convence', docIds: [3003], kind: 'typo' },
  { question: 'como hago una devolucion', docIds: [3015], kind: 'typo' },
  { question: 'etiqueta de devolución', docIds: [3015], kind: 'short' },
  { question: '¿la devolución tiene costo o es gratis?', docIds: [3016], kind: 'paraphrase' },
  {
    question: 'las zapatillas me quedan chicas, las puedo cambiar por un número más',
    docIds: [3017],
    kind: 'paraphrase',
  },
  { question: 'se puede devolver un cartucho de gas ya abierto', docIds: [3018], kind: 'no-punctuation' },
  {
    question: 'me regalaron una chaqueta y no tengo el ticket, la puedo devolver?',
    docIds: [3019],
    kind: 'paraphrase',
  },
  {
    question: 'devolví unas botas hace 10 días y todavía no veo la plata en mi cuenta',
    docIds: [3008],
    kind: 'paraphrase',
  },
  { question: 'rembolso', docIds: [3008], kind: 'short' },

  // ---- Pagos ------------------------------------------------------------------------------
  { question: '¿aceptan PayPal?', docIds: [3005], kind: 'short' },
  { question: 'puedo pagar en cuotas', docIds: [3020], kind: 'no-punctuation' },
  { question: 'pagar a plazos', docIds: [3020], kind: 'short' },
  { question: 'me rechazan la tarjeta cada vez que intento pagar', docIds: [3021], kind: 'paraphrase' },
  { question: 'donde pongo el codigo de descuento', docIds: [3022], kind: 'typo' },
  { question: 'me cobraron dos veces!!', docIds: [3023], kind: 'short' },
  { question: '¿venden tarjetas regalo? es para el cumple de mi hermana', docIds: [3024], kind: 'paraphrase' },

  // ---- Pedidos ----------------------------------------------------------------------------
  { question: '¿dónde anda mi pedido?', docIds: [3004], kind: 'paraphrase' },
  { question: 'me equivoqué al hacer el pedido, ¿lo pueden anular?', docIds: [3007], kind: 'paraphrase' },
  { question: 'puse mal la dirección de entrega, se puede corregir?', docIds: [3010], kind: 'paraphrase' },
  { question: 'me mandaron otra talla, no la que pedí', docIds: [3025], kind: 'paraphrase' },
  { question: 'quiero agregar otro producto a mi pedido de ayer', docIds: [3026], kind: 'no-punctuation' },
  { question: 'pésimo servicio, quiero poner una queja', docIds: [3028], kind: 'paraphrase' },
  { question: 'necesito factura de la compra a nombre de mi empresa', docIds: [3029], kind: 'paraphrase' },
  { question: 'no me llego ningun correo de confirmacion', docIds: [3029], kind: 'typo' },

  // ---- Cuentas ----------------------------------------------------------------------------
  { question: 'olvide mi contraseña', docIds: [3009], kind: 'typo' },
  { question: 'tengo que registrarme para comprar?', docIds: [3030], kind: 'paraphrase' },
  { question: 'cómo cambio el correo de mi cuenta', docIds: [3031], kind: 'no-punctuation' },
  { question: 'quiero que borren mi cuenta y todos mis datos', docIds: [3032], kind: 'paraphrase' },
  { question: 'dejen de mandarme publicidad al mail', docIds: [3033], kind: 'paraphrase' },
  { question: '¿tienen algún programa de puntos?', docIds: [3034], kind: 'paraphrase' },
  { question: 'mi cuenta esta bloqueada', docIds: [3035], kind: 'typo' },
  { question: 'xq no puedo entrar, dice q mi cuenta esta bloqueada', docIds: [3035], kind: 'typo' },

  // ---- Garantía ---------------------------------------------------------------------------
  { question: 'la garantia cubre el desgaste normal', docIds: [3006], kind: 'typo' },
  { question: 'se me venció la garantía, me pueden arreglar la chaqueta pagando', docIds: [3038], kind: 'paraphrase' },
  { question: 'perdí el recibo, igual tengo garantía?', docIds: [3037], kind: 'paraphrase' },
  {
    question: 'compré la mochila northwind en amazon, me cubre la garantía de ustedes?',
    docIds: [3039],
    kind: 'paraphrase',
  },
  { question: 'y si no pueden reparar mi saco de dormir qué pasa', docIds: [3040], kind: 'no-punctuation' },
  { question: '¿me pueden llamar por teléfono?', docIds: [3041], kind: 'paraphrase' },

  // ---- Preguntas largas -------------------------------------------------------------------
  {
    question:
      'hola buenas tardes, les escribo porque hace tres semanas compré una tienda de campaña para un viaje con mis hijos y la costura del techo se abrió la primera noche que llovió, quería saber qué tengo que hacer para que me la reparen o me la cambien',
    docIds: [3036],
    kind: 'long',
  },
  {
    question:
      'buenas, según el seguimiento mi pedido llegó ayer pero estuve todo el día en casa y nadie tocó el timbre, ya pregunté a los vecinos y nada, qué hago',
    docIds: [3012],
    kind: 'long',
  },
  {
    question:
      'les cuento, compré unas botas de montaña el lunes y hoy veo que están 30 dólares más baratas en su misma web, me parece injusto, pueden hacer algo?',
    docIds: [3027],
    kind: 'long',
  },

  // ---- Dos preguntas en una ---------------------------------------------------------------
  { question: 'envían a canadá y puedo pagar con paypal', docIds: [3011, 3005], kind: 'two-part' },
  { question: 'cuánto tarda el envío y cuánto cuesta', docIds: [3002, 3001], kind: 'two-part' },
  {
    question: 'quiero cancelar mi pedido y también cambiar el correo de mi cuenta',
    docIds: [3007, 3031],
    kind: 'two-part',
  },
  {
    question: 'cómo uso un cupón de descuento? y se puede pagar con klarna en cuotas?',
    docIds: [3022, 3020],
    kind: 'two-part',
  },
  { question: 'olvidé la contraseña y ahora me sale cuenta bloqueada', docIds: [3009, 3035], kind: 'two-part' },

  // ---- Lo que la base no cubre ------------------------------------------------------------
  { question: 'a qué hora abren la tienda los sábados', docIds: [], kind: 'uncovered' },
  { question: 'tienen en stock la carpa de 4 personas en verde?', docIds: [], kind: 'uncovered' },
  { question: 'cuéntame un chiste', docIds: [], kind: 'uncovered' },
  { question: 'qué tiempo va a hacer este finde en la sierra', docIds: [], kind: 'uncovered' },
  { question: 'están buscando personal? quiero mandar mi currículum', docIds: [], kind: 'uncovered' },
  { question: 'qué saco de dormir me recomiendan para acampar en invierno', docIds: [], kind: 'uncovered' },
  { question: 'cómo lavo una chaqueta de plumas', docIds: [], kind: 'uncovered' },
  { question: 'tienen tienda física en madrid', docIds: [], kind: 'uncovered' },
  { question: 'cómo impermeabilizo yo mismo las costuras de mi carpa', docIds: [], kind: 'uncovered' },
  { question: 'gracias, chao', docIds: [], kind: 'uncovered' },
];
