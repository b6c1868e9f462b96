// How the server reaches the world on its own (docs/notifications.md): the operator's SMTP
// server for mail, and whether webhooks may reach private addresses. environment.ts reads
// them from SMTP_URL, MAIL_FROM, DKIM_* and WEBHOOK_ALLOW_PRIVATE.

export interface DkimOptions {
  domainName: string;
  keySelector: string;
  /** PEM text of the private key. */
  privateKey: string;
}

export interface OutgoingOptions {
  /** smtp://user:pass@host:port or smtps://…; without it no mail is queued or sent. */
  smtpUrl?: string;
  /** The From of every mail ("Shop support <support@shop.example>"); required with smtpUrl. */
  mailFrom?: string;
  dkim?: DkimOptions;
  /** Webhooks may reach loopback and private addresses (a receiver on the same machine or network). */
  allowPrivateWebhooks?: boolean;
}
