/** Email codes through an SMTP server given as smtp(s)://user:password@host:port. */
import nodemailer from 'nodemailer';
import type { OtpTransport } from './types.ts';

export function createSmtpTransport(url: string, from: string): OtpTransport {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.destination, subject: message.subject, text: message.body });
    },
  };
}
