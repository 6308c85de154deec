import { createTransport } from 'nodemailer';
import type { Config } from '../../platform/config';

/** A sender's error that will not change on retry (e.g. an SMTP 5xx rejection of the address). */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

export interface SendableMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Where the outbox's mails go (decision 046). `send` throws when the mail was not accepted. */
export interface MailSender {
  /** Recorded as the mail's `transport`. */
  name: 'smtp' | 'dev' | (string & {});
  send(mail: SendableMail): Promise<void>;
}

/**
 * SMTP through nodemailer, configured by SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`).
 * A 5xx answer (address rejected, message refused) is permanent; anything else is retried.
 */
export function createSmtpSender(url: string, from: string): MailSender {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600)
          throw new PermanentMailError(`SMTP ${code}: ${(error as Error).message}`);
        throw error;
      }
    },
  };
}

/**
 * The development sender: nothing leaves the machine; the mail counts as delivered to the
 * development viewer (/admin/mail), where its text can be read.
 */
export function createDevSender(): MailSender {
  return { name: 'dev', send: async () => {} };
}

export function senderFor(config: Pick<Config, 'mail'>): MailSender {
  return config.mail.smtpUrl
    ? createSmtpSender(config.mail.smtpUrl, config.mail.from)
    : createDevSender();
}
