// Some of the payloads of the security audit (docs/security.md), what a stranger sends as a "message": markup, a
// tracking picture, a phishing link, a card, script URLs. Server and console tests both use them.
export const AUDIT_PAYLOADS = [
  '<img src="https://tracker.example/pixel.gif">',
  '<p>Your session expired. <a href="https://phish.example/login">Sign in again</a></p>',
  '<img src=x onerror=alert(1)>',
  'Hi <img src=x onerror=alert(1)><b>there</b>',
  '<svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>',
  JSON.stringify({
    title: 'Refund approved',
    fromUrl: 'javascript:alert(1)',
    imgUrl: 'https://tracker.example/card.gif',
  }),
  JSON.stringify({
    title: 'Refund approved',
    fromUrl: 'https://phish.example',
    imgUrl: 'https://tracker.example/card.gif',
  }),
  'javascript:alert(1)',
  'https://phish.example/login',
];
