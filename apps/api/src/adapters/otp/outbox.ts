/**
 * The offline default: "sent" codes are written to the otp_outbox table,
 * which the demo and the tests read. Rows older than a day are dropped as
 * new ones arrive, so the table never grows without bound.
 */
import type { Database } from '@souq/db';
import type { OtpTransport } from './types.ts';

export function createOutboxTransport(db: Database): OtpTransport {
  return {
    name: 'outbox',
    async send(message) {
      await db.query(`delete from otp_outbox where created_at < now() - interval '1 day'`);
      await db.query('insert into otp_outbox (channel, destination, purpose, body) values ($1, $2, $3, $4)', [
        message.channel,
        message.destination,
        message.purpose,
        message.body,
      ]);
    },
  };
}
