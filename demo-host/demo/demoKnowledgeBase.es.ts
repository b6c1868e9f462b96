// The Spanish knowledge base of the demo shop "Northwind Outfitters" (outdoor gear): the
// English docs translated one to one (doc 1000+n becomes 3000+n, translationOf 1000+n),
// in neutral Latin American Spanish with "usted". Prices stay in US dollars as the shop
// charges them. The phrasings are written afresh, the way Spanish speakers ask.
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';

const SHOP = 'https://www.northwind-outfitters.example';

export const DEMO_KNOWLEDGE_BASE_ES: KnowledgeDoc[] = [
  // ---- Preguntas frecuentes (las diez primeras) -------------------------------------------
  {
    docId: 3001,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1001,
    category: 'shipping',
    question: '¿Cuánto cuesta el envío?',
    similar: [
      '¿El envío es gratis?',
      '¿Cuáles son los gastos de envío?',
      'cuánto cobran por mandar el pedido',
      '¿Desde cuánto es el envío gratis?',
      'costo del envío a domicilio',
    ],
    answer:
      '<p><strong>El envío estándar es gratis en pedidos de más de $50</strong> (después de descuentos y antes de impuestos) a cualquier dirección de EE. UU.</p>' +
      '<ul><li>Pedidos de menos de $50: tarifa única de $5.95</li><li>Exprés (1–2 días hábiles): $14.95</li></ul>',
    docPattern: 2,
    buttons: [{ value: '¿Cuánto tarda en llegar mi pedido?' }, { value: '¿Hacen envíos internacionales?' }],
  },
  {
    docId: 3002,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1002,
    category: 'shipping',
    question: '¿Cuánto tarda en llegar mi pedido?',
    similar: [
      '¿Cuándo llega mi pedido?',
      '¿En cuántos días me llega?',
      'tiempo de entrega',
      'cuánto demora el envío',
      '¿Tienen envío exprés o entrega al día siguiente?',
    ],
    answer:
      '<p>Los pedidos realizados en un día hábil antes de las 2 p. m. (hora del Este de EE. UU.) se envían el mismo día.</p>' +
      '<ul><li>Estándar: 3–5 días hábiles</li><li>Exprés: 1–2 días hábiles</li></ul>' +
      '<p>Los envíos a Alaska y Hawái pueden tardar 2–3 días más.</p>',
    docPattern: 1,
  },
  {
    docId: 3003,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1003,
    category: 'returns',
    question: '¿Cuál es su política de devoluciones?',
    similar: [
      '¿Puedo devolver algo que compré?',
      '¿Cuántos días tengo para devolver un producto?',
      'plazo de devolución',
      'quiero devolver una compra',
      '¿me devuelven el dinero si no me gusta?',
      '¿Puedo devolver algo si no me convence?',
    ],
    answer:
      '<p>Puede devolver artículos sin usar y con sus etiquetas originales <strong>dentro de los 30 días siguientes a la entrega</strong> y le reembolsamos el importe completo.</p>' +
      '<p>Si un producto presenta un defecto después de ese plazo, lo cubre nuestra garantía de 2 años.</p>',
    docPattern: 2,
    buttons: [{ value: '¿Cómo inicio una devolución?' }, { value: '¿Cuándo recibiré mi reembolso?' }],
  },
  {
    docId: 3004,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1004,
    category: 'orders',
    question: '¿Cómo puedo rastrear mi pedido?',
    similar: [
      '¿Dónde está mi paquete?',
      'número de seguimiento de mi envío',
      'estado de mi pedido',
      'quiero saber por dónde va mi pedido',
      'seguimiento del paquete',
    ],
    answer:
      '<p>Cuando enviamos su pedido, le mandamos un enlace de seguimiento por correo electrónico. También lo encuentra en <strong>Mi cuenta › Pedidos</strong>, ' +
      'y si compró como invitado, puede consultar su pedido con el número de pedido y su correo en la <a href="' +
      SHOP +
      '/orders/track">página de seguimiento de pedidos</a>.</p><p>El primer escaneo puede tardar hasta 24 horas en aparecer.</p>',
    docPattern: 1,
  },
  {
    docId: 3005,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1005,
    category: 'payment',
    question: '¿Qué formas de pago aceptan?',
    similar: [
      '¿Puedo pagar con PayPal?',
      '¿Aceptan Apple Pay o Google Pay?',
      '¿Qué tarjetas aceptan?',
      'métodos de pago',
      'cómo puedo pagar mi compra',
    ],
    answer:
      '<p>Aceptamos Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay y tarjetas de regalo Northwind.</p>' +
      '<p>También puede dividir su compra en 4 pagos sin intereses con Klarna.</p>',
    docPattern: 1,
  },
  {
    docId: 3006,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1006,
    category: 'warranty',
    question: '¿Qué cubre la garantía de 2 años?',
    similar: [
      '¿Mi equipo sigue en garantía?',
      '¿Cuánto dura la garantía?',
      'garantía por defectos de fabricación',
      '¿Qué incluye la garantía?',
      'qué no cubre la garantía',
    ],
    answer:
      '<p>Todos los productos Northwind tienen garantía de <strong>2 años desde la fecha de compra</strong> contra defectos de materiales y de fabricación: ' +
      'costuras que se abren, cierres rotos, tela que se despega, hebillas defectuosas.</p>' +
      '<p>No cubre el desgaste normal, los accidentes, el mal uso ni las modificaciones.</p>',
    docPattern: 2,
    buttons: [{ value: '¿Cómo solicito la garantía?' }],
  },
  {
    docId: 3007,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1007,
    category: 'orders',
    question: '¿Puedo cancelar mi pedido?',
    similar: [
      'quiero cancelar una compra',
      'detener mi pedido antes de que lo envíen',
      'cancelar pedido',
      '¿Cómo anulo un pedido?',
      'me equivoqué al comprar, ¿lo puedo cancelar?',
    ],
    answer:
      '<p>Puede cancelarlo durante <strong>la primera hora</strong> después de hacer el pedido, siempre que siga en estado "Recibido": vaya a Mi cuenta › Pedidos y elija <strong>Cancelar pedido</strong>.</p>' +
      '<p>Una vez que está en preparación o ya se envió, ya no se puede cancelar, pero puede devolverlo gratis dentro de los 30 días.</p>',
    docPattern: 1,
  },
  {
    docId: 3008,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1008,
    category: 'returns',
    question: '¿Cuándo recibiré mi reembolso?',
    similar: [
      '¿Cuánto tarda el reembolso?',
      'devolví un artículo y todavía no me reembolsan',
      'estado de mi reembolso',
      '¿Cuándo me devuelven el dinero?',
      'no me ha llegado el dinero de la devolución',
      'el dinero no aparece en mi tarjeta',
    ],
    answer:
      '<p>Le devolvemos el importe al mismo método de pago que usó <strong>en un plazo de 3–5 días hábiles</strong> después de que su devolución llegue a nuestro almacén, y le avisamos por correo electrónico.</p>' +
      '<p>Su banco puede tardar otros 5–10 días en reflejarlo.</p>',
    docPattern: 1,
  },
  {
    docId: 3009,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1009,
    category: 'accounts',
    question: '¿Cómo restablezco mi contraseña?',
    similar: [
      'olvidé mi contraseña',
      'no puedo iniciar sesión en mi cuenta',
      'enlace para restablecer la contraseña',
      'cambiar mi contraseña',
      'no me acuerdo de la clave',
    ],
    answer:
      '<p>Elija <strong>¿Olvidó su contraseña?</strong> en la <a href="' +
      SHOP +
      '/account/login">página de inicio de sesión</a> e ingrese su correo electrónico. El enlace para restablecerla es válido durante 60 minutos.</p>' +
      '<p>¿No le llega el correo después de unos minutos? Revise su carpeta de spam.</p>',
    docPattern: 1,
  },
  {
    docId: 3010,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1010,
    category: 'orders',
    question: '¿Puedo cambiar la dirección de envío de mi pedido?',
    similar: [
      'puse mal la dirección',
      'actualizar la dirección de entrega después de comprar',
      'enviar mi pedido a otra dirección',
      'me equivoqué de domicilio en el pedido',
      'corregir la dirección de envío',
    ],
    answer:
      '<p>Si su pedido todavía no está en preparación (aproximadamente 1 hora después de hacerlo), podemos cambiar la dirección: responda a su correo de confirmación o pídanoslo aquí.</p>' +
      '<p>Si ya se envió, use el enlace del transportista en su correo de seguimiento para desviar el paquete.</p>',
    docPattern: 1,
  },

  // ---- Envíos ---------------------------------------------------------------------------
  {
    docId: 3011,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1011,
    category: 'shipping',
    question: '¿Hacen envíos internacionales?',
    similar: [
      '¿Envían a Canadá?',
      'envíos fuera de Estados Unidos',
      '¿Mandan pedidos a Europa o al Reino Unido?',
      '¿hacen envíos a México?',
      '¿Puedo comprar desde España?',
    ],
    answer:
      '<p>Sí, a Canadá, el Reino Unido, la Unión Europea y Australia. El envío internacional cuesta desde $19.95 y tarda 7–14 días hábiles.</p>' +
      '<p>El transportista cobra los aranceles e impuestos de importación en la entrega. El envío gratis en pedidos de más de $50 solo es válido para direcciones de EE. UU.</p>',
    docPattern: 1,
  },
  {
    docId: 3012,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1012,
    category: 'shipping',
    question: 'Mi paquete aparece como entregado, pero no lo recibí',
    similar: [
      'el seguimiento dice entregado pero no llegó nada',
      'paquete perdido',
      'me robaron el paquete',
      'dice que lo entregaron y no tengo nada',
      'nunca recibí mi paquete',
    ],
    answer:
      '<p>¡Lo sentimos mucho! Pregunte a sus vecinos, revise la recepción o el área de correo de su edificio y los alrededores de su puerta, y espere 24 horas: a veces los transportistas marcan los paquetes como entregados antes de tiempo.</p>' +
      '<p>¿Sigue sin aparecer? Indíquenos su número de pedido: abriremos un reclamo con el transportista y le enviaremos un reemplazo.</p>',
    docPattern: 1,
  },
  {
    docId: 3013,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1013,
    category: 'shipping',
    question: '¿Por qué mi pedido llegó en varios paquetes?',
    similar: [
      'solo llegó una parte de mi pedido',
      'envío dividido',
      'recibí solo una caja de mi pedido',
      'me falta un paquete del pedido',
      'el pedido llegó por partes',
    ],
    answer:
      '<p>Los pedidos grandes y los artículos voluminosos, como tiendas de campaña y kayaks, suelen salir de almacenes distintos, por eso llegan por separado. ' +
      'Cada paquete tiene su propio número de seguimiento en sus correos de envío.</p><p>Nunca paga envío adicional por un pedido dividido.</p>',
    docPattern: 1,
  },
  {
    docId: 3014,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1014,
    category: 'shipping',
    question: '¿Hacen entregas a apartados postales y direcciones APO/FPO?',
    similar: [
      '¿Puedo enviar a un apartado de correos?',
      'envío a una dirección militar',
      'entrega en P.O. box',
      'casilla postal',
      '¿envían a bases militares APO?',
    ],
    answer:
      '<p>Sí, el envío estándar llega a apartados postales (P.O. box) y a direcciones APO/FPO/DPO. El envío exprés y los artículos voluminosos requieren una dirección física.</p>',
    docPattern: 1,
  },

  // ---- Devoluciones ---------------------------------------------------------------------
  {
    docId: 3015,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1015,
    category: 'returns',
    question: '¿Cómo inicio una devolución?',
    similar: [
      'devolver un artículo',
      '¿Dónde consigo la etiqueta de devolución?',
      'proceso de devolución',
      'quiero regresar un producto',
      'cómo mando de vuelta un pedido',
      'etiqueta prepagada para devolver',
    ],
    answer:
      '<p>Vaya a <strong>Mi cuenta › Pedidos</strong>, elija el pedido y seleccione <strong>Devolver artículos</strong>. ' +
      'Si compró como invitado, puede empezar desde la <a href="' +
      SHOP +
      '/returns">página de devoluciones</a> con su número de pedido y su correo electrónico.</p>' +
      '<p>Imprima la etiqueta de envío prepagada, empaque los artículos con sus etiquetas originales y deje la caja en cualquier punto de UPS.</p>',
    docPattern: 1,
  },
  {
    docId: 3016,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1016,
    category: 'returns',
    question: '¿El envío de la devolución es gratis?',
    similar: [
      '¿Tengo que pagar las devoluciones?',
      'costo del envío de devolución',
      '¿Quién paga el envío de la devolución?',
      '¿cobran por devolver?',
      'devolución sin costo',
    ],
    answer:
      '<p>Las devoluciones de artículos defectuosos o equivocados y todos los cambios son gratis. En las demás devoluciones, descontamos $6.95 de su reembolso por la etiqueta prepagada.</p>',
    docPattern: 1,
  },
  {
    docId: 3017,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1017,
    category: 'returns',
    question: '¿Puedo cambiar un artículo por otra talla o color?',
    similar: [
      'estas botas me quedan pequeñas',
      'cambiar por otra talla',
      'cambiar una chaqueta',
      'quiero otro color',
      'me queda grande, ¿lo puedo cambiar?',
      'cambiar por un número más grande o más chico',
    ],
    answer:
      '<p>Sí. Inicie una devolución y elija <strong>Cambio</strong> con la nueva talla o color. Los cambios se envían gratis, y le mandamos el artículo nuevo en cuanto el transportista escanea su devolución.</p>',
    docPattern: 1,
  },
  {
    docId: 3018,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1018,
    category: 'returns',
    question: '¿Qué artículos no se pueden devolver?',
    similar: [
      'productos que no admiten devolución',
      '¿Puedo devolver un cartucho de gas para estufa de camping usado?',
      'artículos de venta final',
      'qué cosas no aceptan en devolución',
      'excepciones a la política de devoluciones',
    ],
    answer:
      '<p>No aceptamos devoluciones de tarjetas de regalo, artículos personalizados, cartuchos de combustible abiertos ni artículos marcados como <strong>Venta final</strong>. ' +
      'Todo lo demás se puede devolver sin usar dentro de los 30 días.</p>',
    docPattern: 1,
  },
  {
    docId: 3019,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1019,
    category: 'returns',
    question: '¿Puedo devolver un regalo?',
    similar: [
      'me regalaron algo de su tienda',
      'devolver sin recibo',
      'devolver un regalo a cambio de saldo',
      'cambiar un regalo',
      'tengo un recibo de regalo',
    ],
    answer:
      '<p>Sí. En la página de devoluciones, use el número de pedido que aparece en el recibo de regalo. Las devoluciones de regalos se reembolsan con una tarjeta de regalo Northwind, así que la persona que se lo regaló no recibe ningún aviso.</p>',
    docPattern: 1,
  },

  // ---- Pagos ----------------------------------------------------------------------------
  {
    docId: 3020,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1020,
    category: 'payment',
    question: '¿Puedo pagar a plazos?',
    similar: [
      'compra ahora y paga después',
      '¿Aceptan Klarna?',
      'dividir el pago en cuotas',
      'pagar en mensualidades',
      '¿se puede pagar a meses sin intereses?',
    ],
    answer:
      '<p>Sí. Elija <strong>Klarna</strong> al pagar para hacerlo en 4 cuotas sin intereses, una cada dos semanas, en pedidos de $35 a $1000. Klarna decide si aprueba el pago.</p>',
    docPattern: 1,
  },
  {
    docId: 3021,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1021,
    category: 'payment',
    question: '¿Por qué rechazaron mi pago?',
    similar: [
      'mi tarjeta no pasa al pagar',
      'el pago falló',
      'transacción rechazada',
      'no me deja pagar',
      'me sale un error al pagar con tarjeta',
      'tarjeta rechazada en el pago',
    ],
    answer:
      '<p>La mayoría de los rechazos se deben a una dirección de facturación o un código de seguridad que no coincide con los datos de su banco, o a que el banco bloquea una compra en línea.</p>' +
      '<p>No se le cobró nada. Revise los datos, pruebe con otra tarjeta o con PayPal, o llame a su banco.</p>',
    docPattern: 1,
  },
  {
    docId: 3022,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1022,
    category: 'payment',
    question: '¿Cómo uso un código promocional o una tarjeta de regalo?',
    similar: [
      '¿Dónde pongo el código de descuento?',
      'mi cupón no funciona',
      'canjear un vale',
      'aplicar un cupón de descuento',
      'no me acepta el código',
    ],
    answer:
      '<p>Ingréselo en el campo <strong>Tarjeta de regalo o código de descuento</strong> de la página de pago y elija Aplicar.</p>' +
      '<ul><li>Un código promocional por pedido</li><li>Las tarjetas de regalo se pueden combinar con un código promocional y entre sí</li></ul>',
    docPattern: 1,
  },
  {
    docId: 3023,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1023,
    category: 'payment',
    question: 'Me cobraron dos veces el pedido',
    similar: [
      'cargo doble en mi tarjeta de crédito',
      'dos cobros por un solo pedido',
      'transacción duplicada',
      'me aparece el cargo repetido',
      'me descontaron dos veces',
    ],
    answer:
      '<p>Normalmente uno de los dos es una retención temporal de autorización, no un cargo. Estas retenciones desaparecen solas en 3–5 días hábiles.</p>' +
      '<p>Si después de ese plazo siguen apareciendo los dos, envíenos una captura de pantalla de su estado de cuenta y le reembolsaremos el duplicado de inmediato.</p>',
    docPattern: 1,
  },
  {
    docId: 3024,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1024,
    category: 'payment',
    question: '¿Venden tarjetas de regalo?',
    similar: [
      'comprar un vale de regalo',
      'tarjeta de regalo electrónica para un amigo',
      'certificado de regalo',
      '¿tienen tarjeta regalo?',
      'regalar saldo para la tienda',
    ],
    answer:
      '<p>¡Sí! Nuestras tarjetas de regalo electrónicas se envían al instante por correo electrónico, no vencen y se pueden usar en cualquier producto de la tienda.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/gift-card.png',
      title: 'Tarjeta de regalo electrónica Northwind',
      desc: 'Se envía por correo electrónico y no vence.',
      price: '$25 – $500',
      url: SHOP + '/gift-cards',
    },
  },

  // ---- Pedidos --------------------------------------------------------------------------
  {
    docId: 3025,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1025,
    category: 'orders',
    question: 'Falta un artículo o recibí un artículo equivocado',
    similar: [
      'me mandaron la talla equivocada',
      'falta algo en mi caja',
      'me enviaron el producto equivocado',
      'el pedido llegó incompleto',
      'no es lo que pedí',
    ],
    answer:
      '<p>Primero revise sus correos de envío: su pedido puede llegar en varios paquetes. Si de verdad falta un artículo o es el equivocado, ' +
      'indíquenos el número de pedido y le enviaremos el artículo correcto sin costo; el equivocado puede devolverlo con una etiqueta gratuita.</p>',
    docPattern: 1,
  },
  {
    docId: 3026,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1026,
    category: 'orders',
    question: '¿Puedo agregar o cambiar artículos de mi pedido?',
    similar: [
      'modificar mi pedido',
      'añadir algo a un pedido que ya hice',
      'cambiar la talla en mi pedido',
      'se me olvidó agregar un producto',
      'editar un pedido',
    ],
    answer:
      '<p>Los pedidos no se pueden modificar una vez realizados. Durante la primera hora puede cancelarlo y hacer uno nuevo; después, haga un segundo pedido (el envío gratis en pedidos de más de $50 se aplica a cada uno) o cambie el artículo tras la entrega.</p>',
    docPattern: 1,
  },
  {
    docId: 3027,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1027,
    category: 'orders',
    question: '¿Ofrecen un ajuste de precio si un artículo entra en oferta?',
    similar: [
      'el precio bajó después de comprarlo',
      'ahora está más barato',
      '¿igualan precios?',
      'devolver la diferencia de precio',
      'lo compré y a los días lo pusieron en oferta',
    ],
    answer:
      '<p>Sí, una vez por artículo: si el precio baja <strong>dentro de los 14 días</strong> siguientes a su compra, le reembolsamos la diferencia. Envíenos el número de pedido y el enlace al producto.</p>' +
      '<p>No igualamos los precios de otras tiendas.</p>',
    docPattern: 1,
  },
  {
    docId: 3028,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1028,
    category: 'orders',
    question: 'Quiero presentar una queja',
    similar: [
      'no estoy satisfecho con el servicio',
      'quiero hacer una reclamación formal',
      'esto es inaceptable, quiero quejarme',
      'pésimo servicio, estoy muy molesto',
      'libro de reclamaciones',
    ],
    answer:
      '<p>Lamento mucho que no hayamos estado a la altura. Ahora mismo le paso con un miembro de nuestro equipo de atención al cliente para que revise su caso personalmente.</p>',
    docPattern: 1,
    transfer: true,
  },
  {
    docId: 3029,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1029,
    category: 'orders',
    question: '¿Dónde encuentro la confirmación de mi pedido o la factura?',
    similar: [
      'no me llegó el correo de confirmación del pedido',
      'descargar el comprobante de mi compra',
      'necesito una factura para mi empresa',
      'no recibí el email de confirmación',
      'recibo de compra',
    ],
    answer:
      '<p>Enviamos la confirmación por correo electrónico pocos minutos después del pedido; revise también su carpeta de spam. Las facturas se pueden descargar en PDF en <strong>Mi cuenta › Pedidos › Factura</strong>.</p>',
    docPattern: 1,
  },

  // ---- Cuentas --------------------------------------------------------------------------
  {
    docId: 3030,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1030,
    category: 'accounts',
    question: '¿Necesito una cuenta para hacer un pedido?',
    similar: [
      'comprar como invitado',
      '¿Puedo comprar sin registrarme?',
      '¿Para qué sirve registrarme?',
      '¿es obligatorio crear una cuenta?',
      'comprar sin cuenta',
    ],
    answer:
      '<p>No, puede comprar como invitado sin problema. Con una cuenta puede seguir sus pedidos, iniciar devoluciones con un clic, guardar direcciones y acumular puntos Trail Rewards.</p>',
    docPattern: 1,
  },
  {
    docId: 3031,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1031,
    category: 'accounts',
    question: '¿Cómo cambio mi correo electrónico o mis datos personales?',
    similar: [
      'actualizar mi perfil',
      'cambiar el número de teléfono de mi cuenta',
      'corregir mi nombre',
      'cambiar mi email',
      'modificar mis datos',
    ],
    answer:
      '<p>Inicie sesión y vaya a <strong>Mi cuenta › Perfil</strong>. Si cambia su correo electrónico, le pediremos que confirme la nueva dirección mediante un enlace.</p>',
    docPattern: 1,
  },
  {
    docId: 3032,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1032,
    category: 'accounts',
    question: '¿Cómo elimino mi cuenta?',
    similar: [
      'cerrar mi cuenta',
      'borrar mis datos personales',
      'eliminar mi perfil',
      'dar de baja mi cuenta',
      'quiero que borren mi cuenta',
    ],
    answer:
      '<p>Vaya a <strong>Mi cuenta › Privacidad</strong> y elija <strong>Eliminar cuenta</strong>. Borramos sus datos en un plazo de 30 días; los registros de pedidos solo se conservan el tiempo que exige la ley fiscal.</p>',
    docPattern: 1,
  },
  {
    docId: 3033,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1033,
    category: 'accounts',
    question: '¿Cómo dejo de recibir correos promocionales?',
    similar: [
      'dejen de enviarme boletines',
      'demasiados correos de publicidad',
      'darme de baja del newsletter',
      'cancelar la suscripción a los emails',
      'no quiero recibir más ofertas por correo',
    ],
    answer:
      '<p>Use el enlace <strong>Cancelar suscripción</strong> al final de cualquier boletín, o desactívelos en Mi cuenta › Preferencias de comunicación. El cambio puede tardar hasta 48 horas. Los correos sobre sus pedidos y envíos le seguirán llegando.</p>',
    docPattern: 1,
  },
  {
    docId: 3034,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1034,
    category: 'accounts',
    question: '¿Qué es el programa Trail Rewards?',
    similar: [
      '¿Tienen un programa de fidelidad?',
      '¿Cómo gano puntos?',
      'puntos de socio',
      'programa de recompensas',
      '¿qué beneficios tengo si compro seguido?',
    ],
    answer:
      '<p>Trail Rewards es gratis con una cuenta: gana 1 punto por cada dólar que gasta, y cada 200 puntos se convierten en una recompensa de $10. Los miembros también tienen acceso anticipado a las ofertas.</p>',
    docPattern: 2,
    buttons: [{ value: '¿Necesito una cuenta para hacer un pedido?' }],
  },
  {
    docId: 3035,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1035,
    category: 'accounts',
    question: 'Mi cuenta está bloqueada',
    similar: [
      'demasiados intentos fallidos de inicio de sesión',
      'cuenta bloqueada',
      'no me deja entrar a mi cuenta',
      'me bloquearon la cuenta',
      'puse mal la contraseña muchas veces',
    ],
    answer:
      '<p>Después de 5 contraseñas incorrectas, la cuenta se bloquea durante 30 minutos. Si restablece su contraseña con <strong>¿Olvidó su contraseña?</strong>, se desbloquea de inmediato.</p>',
    docPattern: 1,
  },

  // ---- Garantía -------------------------------------------------------------------------
  {
    docId: 3036,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1036,
    category: 'warranty',
    question: '¿Cómo solicito la garantía?',
    similar: [
      'se rompió el cierre de mi tienda de campaña',
      'se descosió mi mochila',
      'reportar un producto defectuoso',
      'se me rompió la cremallera',
      'hacer un reclamo de garantía',
    ],
    answer:
      '<p>Complete el <a href="' +
      SHOP +
      '/warranty">formulario de garantía</a> con su número de pedido, una breve descripción y algunas fotos del defecto. ' +
      'Le respondemos en 2 días hábiles y reparamos o reemplazamos el artículo, envío incluido.</p>',
    docPattern: 1,
  },
  {
    docId: 3037,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1037,
    category: 'warranty',
    question: '¿Necesito el recibo para solicitar la garantía?',
    similar: [
      'comprobante de compra para la garantía',
      'perdí el recibo',
      'garantía sin número de pedido',
      'no tengo el ticket de compra',
      '¿me cubren la garantía sin factura?',
    ],
    answer:
      '<p>Necesitamos un comprobante de compra: para cualquier compra en línea o con cuenta basta con su número de pedido. Si fue un regalo, sirve el recibo de regalo. ' +
      'También vale el recibo de una tienda autorizada.</p>',
    docPattern: 1,
  },
  {
    docId: 3038,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1038,
    category: 'warranty',
    question: '¿Pueden reparar equipo que ya no está en garantía?',
    similar: [
      'arreglar mi chaqueta vieja',
      'reparaciones con costo',
      'cambiar una varilla de la tienda de campaña',
      'se venció la garantía, ¿lo reparan?',
      'servicio de reparación',
    ],
    answer:
      '<p>Sí, nuestro taller repara cierres, costuras, hebillas y varillas de tiendas de campaña a precio de costo, normalmente en 2–3 semanas. Envíe fotos a través del formulario de garantía para pedir una cotización.</p>' +
      '<p>Para arreglos pequeños durante la excursión, nuestro kit de reparación de varillas es muy práctico.</p>',
    docPattern: 3,
    card: {
      picture: SHOP + '/images/pole-repair-kit.png',
      title: 'Kit de reparación de varillas de tienda',
      desc: 'Manguito de reparación, cordón elástico de repuesto y tramo de aluminio para la mayoría de las varillas de 8.5–9.5 mm.',
      price: '$12.95',
      url: SHOP + '/products/tent-pole-repair-kit',
    },
  },
  {
    docId: 3039,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1039,
    category: 'warranty',
    question: '¿La garantía cubre productos comprados en otras tiendas?',
    similar: [
      'lo compré en otra tienda',
      'garantía de otras marcas',
      'lo compré en Amazon',
      '¿vale la garantía si no lo compré aquí?',
      'comprado en un distribuidor',
      'garantía de un producto Northwind comprado en otra tienda',
    ],
    answer:
      '<p>Los productos de la marca Northwind tienen 2 años de garantía dondequiera que los haya comprado a un distribuidor autorizado, con su recibo. ' +
      'Las demás marcas que vendemos están cubiertas por la garantía de su fabricante; con gusto le ayudamos a contactarlo.</p>',
    docPattern: 1,
  },
  {
    docId: 3040,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1040,
    category: 'warranty',
    question: '¿Qué pasa si mi artículo no se puede reparar?',
    similar: [
      'reemplazo en garantía',
      'el producto ya está descontinuado',
      '¿Me dan uno nuevo?',
      'no tiene arreglo',
      'si no lo pueden reparar, ¿me lo cambian?',
    ],
    answer:
      '<p>Lo reemplazamos por el mismo producto o, si está descontinuado, por el modelo actual más parecido. Si ninguno está disponible, le damos crédito en la tienda por el precio que pagó.</p>',
    docPattern: 1,
  },
  {
    docId: 3041,
    tenantId: 'demo',
    lang: 'es',
    translationOf: 1041,
    category: 'orders',
    question: 'Solicitar una llamada',
    similar: [
      '¿Me pueden llamar?',
      'quiero que me llamen por teléfono',
      'llámenme, por favor',
      'prefiero hablar por teléfono',
      'que me devuelvan la llamada',
    ],
    answer:
      '<p>Déjenos su nombre, su número de teléfono y la mejor hora para llamarle, y alguien de nuestro equipo le devolverá la llamada en un plazo de un día hábil.</p>',
    docPattern: 1,
    // Posted to the demo's own form endpoint through visitor/fromRequest.
    form: {
      referGuide: 'Déjenos su número y le llamamos en un plazo de un día hábil.',
      fromFields: [
        { fieldId: 1, fieldName: 'Nombre', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        { fieldId: 2, fieldName: 'Teléfono', fieldType: 1, requiredStatus: 1, fieldValue: '' },
        {
          fieldId: 3,
          fieldName: 'Mejor hora',
          fieldType: 7,
          requiredStatus: 0,
          fieldValue: '[{"name":"Mañana"},{"name":"Tarde"},{"name":"Noche"}]',
        },
      ],
      url: '/api/demo/formSink',
      method: 'POST',
      headers: {},
      contentType: 'application/json',
    },
  },
];
