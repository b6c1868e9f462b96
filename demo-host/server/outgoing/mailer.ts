// Mail out through the operator's SMTP server (SMTP_URL), with nodemailer: one pooled
// transport per server, DKIM-signed when the operator gave a key.
import nodemailer from 'nodemailer';
import type { OutgoingOptions } from './outgoingOptions';

/** A mail as the outbox keeps it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's header language (Content-Language). */
  lang: string;
}

export type MailResult = { ok: true } | { ok: false; error: string; permanent: boolean };

export interface Mailer {
  readonly configured: boolean;
  readonly from?: string;
  readonly dkim: boolean;
  /** `id`: the outbox row's, made into the Message-ID, so a resend is known for the same mail. */
  send(mail: StoredMail, id: number): Promise<MailResult>;
  close(): void;
}

export function createMailer({ smtpUrl, mailFrom, dkim }: OutgoingOptions): Mailer {
  if (!smtpUrl)
    return {
      configured: false,
      dkim: false,
      send: async () => ({ ok: false, error: 'mail is not configured (SMTP_URL)', permanent: false }),
      close() {},
    };
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    ...(dkim && { dkim }),
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const domain = /@([^>\s]+)/.exec(mailFrom ?? '')?.[1] ?? 'chat-online.invalid';
  return {
    configured: true,
    from: mailFrom,
    dkim: Boolean(dkim),
    async send(mail, id) {
      try {
        await transport.sendMail({
          from: mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<outbox-${id}@${domain}>`,
          headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated' },
        });
        return { ok: true };
      } catch (error) {
        const { message, responseCode } = error as { message: string; responseCode?: number };
        // 5xx: the server refuses this mail for good (no such mailbox); 4xx and network errors pass.
        return { ok: false, error: message, permanent: responseCode != null && responseCode >= 500 };
      }
    },
    close: () => transport.close(),
  };
}
