/**
 * GET /resources/operator/orders/events — the board's orders as they change
 * (placed, moved, paid, given a courier) as Server-Sent Events, relayed from
 * the API's operator/orders/events with the console's token (from its
 * HttpOnly cookie). The board reloads its data on each.
 */
import type { Route } from './+types/operator-board-events';
import { relayOperatorEvents } from '../../features/operator/operator.server.ts';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  relayOperatorEvents(request, context, '/api/v1/operator/orders/events');
