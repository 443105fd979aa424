import type { Database } from '@souq/db';
import type { Env } from '../../env.ts';
import { createOutboxTransport } from './outbox.ts';
import { createSmsWebhookTransport } from './sms-webhook.ts';
import { createSmtpTransport } from './smtp.ts';
import type { OtpChannel, OtpMessage, OtpTransport } from './types.ts';

export type { OtpChannel, OtpMessage, OtpTransport } from './types.ts';

export interface OtpSender {
  /** The transport used for each channel, for logs and docs. */
  transports: Record<OtpChannel, OtpTransport['name']>;
  send(message: OtpMessage): Promise<void>;
}

/** Phone codes by SMS webhook, email codes by SMTP, each falling back to the outbox table when not configured. */
export function createOtpSender(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>,
): OtpSender {
  const outbox = createOutboxTransport(db);
  const byChannel: Record<OtpChannel, OtpTransport> = {
    phone: env.SMS_WEBHOOK_URL ? createSmsWebhookTransport(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN) : outbox,
    email: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : outbox,
  };
  return {
    transports: { phone: byChannel.phone.name, email: byChannel.email.name },
    send: (message) => byChannel[message.channel].send(message),
  };
}
