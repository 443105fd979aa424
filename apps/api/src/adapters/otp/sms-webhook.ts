/**
 * Phone codes through any SMS gateway that accepts a JSON POST:
 * {to, message, code, purpose}, with an optional bearer token. A non-2xx
 * answer or no answer within 10 s is a failed delivery.
 */
import type { OtpTransport } from './types.ts';

export function createSmsWebhookTransport(url: string, token?: string): OtpTransport {
  return {
    name: 'sms-webhook',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          to: message.destination,
          message: message.body,
          code: message.code,
          purpose: message.purpose,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
