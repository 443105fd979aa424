/** The console's shapes and lists, shared by its loaders (*.server.ts) and its pages. */
import type { ChatMessage, PartyKind } from '../inbox/types.ts';
import type { Moment, OfflineProof } from '../orders/types.ts';
import type { DeliveryTimeType, IdentityType, OrderStatus, VehicleType } from '@souq/domain';

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
  /** What the customer asked of the store and the courier at checkout. */
  instruction: string | null;
  note: string | null;
  cutlery: boolean;
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

/** Applications to join (issue 20): who applies, and where the operator's decision stands. */
export const APPLICATION_KINDS = ['store', 'courier'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface Application {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** The store's name in English and Arabic, or the courier's full name. */
  title: string;
  titleAr: string | null;
  person: string;
  email: string;
  phone: string;
  zone: string | null;
  submittedAt: Moment | null;
  denialReason: string | null;
  store: {
    address: string;
    addressAr: string;
    module: string | null;
    /** "commission", or the subscription package's name. */
    plan: { kind: 'commission' } | { kind: 'subscription'; packageName: string | null };
    deliveryTime: { min: number; max: number; unit: DeliveryTimeType };
  } | null;
  courier: {
    vehicle: VehicleType | null;
    earning: 'freelancer' | 'salaried';
    identityType: IdentityType | null;
    identityNumber: string;
  } | null;
}
