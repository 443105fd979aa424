/** The console's shapes and lists, shared by its loaders (*.server.ts) and its pages. */
import type { ChatMessage, PartyKind } from '../inbox/types.ts';
import type { Moment, OfflineProof } from '../orders/types.ts';
import type { OrderStatus } from '@souq/domain';

export const BOARD_GROUPS = ['new', 'running', 'refunds', 'past'] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

export interface BoardOrder {
  id: number;
  status: OrderStatus;
  orderType: string;
  paymentMethod: string;
  /** Major units, as the API gives it (formatted with useFormat().amount). */
  amount: number;
  store: string | null;
  customer: string | null;
  courier: string | null;
  courierId: number | null;
  placedAt: Moment | null;
  moves: OrderStatus[];
  /** The prescription images the store needs to see (same-origin paths of the signed links). */
  prescriptions: string[];
  /** The customer's offline payment proof, for the operator to verify or send back. */
  proof: OfflineProof | null;
}

export const CONVERSATION_KINDS = ['admin', 'vendor', 'delivery_man'] as const;

export interface OperatorConversation {
  id: number;
  kind: PartyKind;
  /** Who the operator answers as: support, the store, the courier. */
  as: string;
  customer: string;
  unread: number;
  lastText: string | null;
  lastImages: number;
  at: Moment | null;
}

export interface OperatorThread extends OperatorConversation {
  /** Oldest first; `mine` = written by the operator's side. */
  messages: ChatMessage[];
}

/** A courier the operator can give an order to. */
export interface CourierChoice {
  id: number;
  name: string;
  runningOrders: number;
}
