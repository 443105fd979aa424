import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialized (a cached config, for instance)
 * without a second JSON.stringify; typed loosely because route response
 * schemas describe the parsed shape.
 */
export function sendSerializedJson(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** What an action answers when it has nothing but a message to say (translated for X-localization). */
export interface MessageJson {
  message: string;
}
