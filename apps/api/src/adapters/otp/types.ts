export type OtpChannel = 'phone' | 'email';

/** One code on its way to a phone or a mailbox, already worded in the shopper's language. */
export interface OtpMessage {
  channel: OtpChannel;
  /** Normalised phone number or lower-case email. */
  destination: string;
  purpose: string;
  subject: string;
  body: string;
  code: string;
}

/** Where codes go: an SMS gateway, a mail server, or the outbox table. */
export interface OtpTransport {
  readonly name: 'outbox' | 'smtp' | 'sms-webhook';
  send(message: OtpMessage): Promise<void>;
}
