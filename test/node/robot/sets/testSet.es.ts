// The held-out Spanish test set: never tune the robot on it (see ./testSet.ts).
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SET_ES: readonly VisitorQuestion[] = [
  // paraphrases
  { question: '¿Cuánto me cobran por mandarme algo de 30 dólares?', docIds: [3001], kind: 'paraphrase' },
  { question: '¿Aceptan American Express?', docIds: [3005], kind: 'paraphrase' },
  { question: 'Me equivoqué al hacer el pedido, ¿lo puedo anular?', docIds: [3007], kind: 'paraphrase' },
  { question: 'La chaqueta me queda grande, ¿me la cambian por una talla M?', docIds: [3017], kind: 'paraphrase' },
  { question: '¿Qué pasa si mi saco de dormir ya no tiene arreglo?', docIds: [3040], kind: 'paraphrase' },
  { question: '¿Es obligatorio crearse una cuenta para hacer una compra?', docIds: [3030], kind: 'paraphrase' },
  { question: '¿Mandan pedidos a España?', docIds: [3011], kind: 'paraphrase' },
  { question: '¿Cómo funcionan los puntos de Trail Rewards?', docIds: [3034], kind: 'paraphrase' },
  { question: 'Se me cayó la linterna y se rompió, ¿eso entra en la garantía?', docIds: [3006], kind: 'paraphrase' },
  // typos and missing accents
  { question: 'cuanto tardan los envios a Alaska?', docIds: [3002], kind: 'typo' },
  { question: 'olvide mi contrasena, como la cambio', docIds: [3009], kind: 'typo' },
  { question: 'como uso un codigo de descuento?', docIds: [3022], kind: 'typo' },
  { question: 'me cobraron dos veses el mismo pedido', docIds: [3023], kind: 'typo' },
  { question: 'cuando me llega el rembolso de mi devolucion', docIds: [3008], kind: 'typo' },
  // no punctuation
  { question: 'quiero saber por donde va mi pedido', docIds: [3004], kind: 'no-punctuation' },
  { question: 'la devolucion me cuesta algo o es gratis', docIds: [3016], kind: 'no-punctuation' },
  { question: 'se puede pagar en cuotas', docIds: [3020], kind: 'no-punctuation' },
  { question: 'necesito una factura en pdf de lo que compre', docIds: [3029], kind: 'no-punctuation' },
  { question: 'no quiero recibir mas correos de ofertas', docIds: [3033], kind: 'no-punctuation' },
  // long, with context
  {
    question:
      'Hola, hice un pedido hace media hora y me di cuenta de que puse la dirección de mi antiguo piso. Todavía no me ha llegado el correo de envío. ¿Se puede corregir?',
    docIds: [3010],
    kind: 'long',
  },
  {
    question:
      'Buenas, el seguimiento dice que el paquete se entregó el martes, pero no hay nada en la puerta ni lo tiene el portero. ¿Qué hago ahora?',
    docIds: [3012],
    kind: 'long',
  },
  {
    question:
      'Compré una mochila Northwind en otra tienda hace un año y se le ha descosido una correa. ¿Me cubre la garantía aunque no la comprara con ustedes?',
    docIds: [3039],
    kind: 'long',
  },
  {
    question:
      'Mi tienda de campaña tiene ya cuatro años y la cremallera se ha roto. Sé que la garantía ya pasó, pero ¿ustedes hacen reparaciones pagando?',
    docIds: [3038],
    kind: 'long',
  },
  {
    question:
      'Pedí un hornillo y unas botas, y me llegó una caja con las botas pero de otro modelo y sin el hornillo. ¿Cómo lo solucionamos?',
    docIds: [3025],
    kind: 'long',
  },
  // very short
  { question: 'apartado postal?', docIds: [3014], kind: 'short' },
  { question: 'tarjetas regalo', docIds: [3024], kind: 'short' },
  { question: 'borrar mi cuenta', docIds: [3032], kind: 'short' },
  { question: 'cuenta bloqueada', docIds: [3035], kind: 'short' },
  // two-part
  { question: '¿Cuánto cuesta el envío exprés y en cuántos días llega?', docIds: [3001, 3002], kind: 'two-part' },
  { question: '¿Cómo devuelvo un artículo y cuándo me devuelven el dinero?', docIds: [3015, 3008], kind: 'two-part' },
  {
    question: 'Mi pedido llegó en dos cajas distintas, ¿por qué? Y además quiero poner una queja formal',
    docIds: [3013, 3028],
    kind: 'two-part',
  },
  { question: '¿Puedo añadir algo a mi pedido? Y si no, ¿lo puedo cancelar?', docIds: [3026, 3007], kind: 'two-part' },
  // not covered by the knowledge base
  { question: '¿Tienen tienda física en Madrid?', docIds: [], kind: 'uncovered' },
  { question: '¿Alquilan tiendas de campaña?', docIds: [], kind: 'uncovered' },
  { question: '¿Cómo lavo un plumífero sin estropearlo?', docIds: [], kind: 'uncovered' },
  { question: '¿Puedo recoger el pedido en persona en vuestro almacén?', docIds: [], kind: 'uncovered' },
  { question: 'hay descuento para estudiantes', docIds: [], kind: 'uncovered' },
  { question: '¿Qué talla de bota me recomiendan si uso un 42 en zapatillas?', docIds: [], kind: 'uncovered' },
];
