/**
 * GET /resources/operator/events — new messages in any conversation as
 * Server-Sent Events, relayed from the API's operator/conversations/events
 * with the console's token (from its HttpOnly cookie).
 */
import type { Route } from './+types/operator-events';
import { relayOperatorEvents } from '../../features/operator/operator.server.ts';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  relayOperatorEvents(request, context, '/api/v1/operator/conversations/events');
