/** The console's reads of orders (GET operator/orders) and their mapping to the board's cards. */
import type { Api } from '../../lib/api.server.ts';
import { offlineProofOf, toMoment } from '../orders/orders.server.ts';
import type { BoardGroup, BoardOrder, CourierChoice } from './types.ts';

export async function loadBoard(api: Api, group: BoardGroup): Promise<BoardOrder[]> {
  const [answer, config] = await Promise.all([
    api.get('/operator/orders', { group, limit: 50, offset: 1 }),
    api.get('/config'),
  ]);
  const timezone = config.timezone || 'UTC';
  return answer.orders.map((order) => {
    const address = order.delivery_address;
    const courier = Array.isArray(order.delivery_man) ? order.delivery_man[0] : order.delivery_man;
    return {
      id: order.id,
      status: order.order_status,
      orderType: order.order_type,
      paymentMethod: order.payment_method,
      amount: order.order_amount,
      store: order.store?.name ?? null,
      customer: address?.contact_person_name ?? null,
      courier: courier ? [courier.f_name, courier.l_name].filter(Boolean).join(' ') : null,
      courierId: courier?.id ?? null,
      placedAt: toMoment(order.created_at, timezone),
      moves: order.operator_moves,
      prescriptions: order.order_attachment_full_url.flatMap((link) => (link ? [pathOf(link)] : [])),
      proof: offlineProofOf(order),
      instruction: order.delivery_instruction || null,
      note: order.order_note || null,
      cutlery: Boolean(order.cutlery),
    };
  });
}

/** The link as a path on this site: the console shows it whatever address the API signed it for. */
function pathOf(link: string): string {
  const url = new URL(link, 'http://link.invalid');
  return url.pathname + url.search;
}

/** The couriers to choose from (least busy first). */
export async function loadCouriers(api: Api): Promise<CourierChoice[]> {
  const rows = await api.get('/operator/couriers');
  return rows.map((r) => ({
    id: r.id,
    name: [r.f_name, r.l_name].filter(Boolean).join(' '),
    runningOrders: r.running_orders,
  }));
}
