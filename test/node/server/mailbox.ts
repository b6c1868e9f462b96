// A real SMTP server on this machine (the smtp-server package on a free port), as an operator's
// mail server would be: what the chat-online server sends through nodemailer arrives here over
// SMTP, and each mail is parsed (mailparser) for the tests to read. Never a mock transport.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `address` matching `match`, waiting up to `ms` for it. */
  waitFor(address: string, match?: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  /** Mails to `address` so far. */
  to(address: string): ReceivedMail[];
  /** Answer every mail with this SMTP code (e.g. 451, 550) until set back to undefined. */
  refuseWith(code: number | undefined): void;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusal) {
          const error = Object.assign(new Error('refused by the test'), { responseCode: refusal });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({ to, raw, parsed: await simpleParser(raw) });
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    waitFor(address, match = () => true, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = to(address).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} within ${ms} ms (${mails.length} mails arrived)`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    refuseWith(code) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
