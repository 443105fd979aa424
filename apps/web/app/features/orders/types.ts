/** What the order pages render with: small, resolved on the server (money in minor units, times on the business clock). */
import type { Minor } from '@souq/domain';
import type { OrderActions } from './status.ts';
import type { OrderStatus } from '@souq/domain';

/** A moment on the business clock: 'YYYY-MM-DD' and 'HH:MM'. */
export interface Moment {
  date: string;
  time: string;
}

export interface OrderCard {
  id: number;
  status: OrderStatus;
  orderType: string;
  placedAt: Moment | null;
  amount: Minor;
  itemCount: number;
  store: { name: string; logo: string | null } | null;
  /** A parcel order's category (issue 18); null for other orders. */
  parcelCategory: { name: string; image: string | null } | null;
}

/** A sender's or receiver's place and contact as an order page shows it. */
export interface OrderAddress {
  contactName: string;
  contactPhone: string;
  text: string;
  type: string | null;
  extras: string[];
}

export type OrderTab = 'running' | 'history';

export interface OrderList {
  tab: OrderTab;
  page: number;
  pageSize: number;
  total: number;
  orders: OrderCard[];
}

export interface OrderLine {
  id: number;
  itemId: number | null;
  name: string;
  image: string | null;
  quantity: number;
  /** One unit, before discounts. */
  unitPrice: Minor;
  /** The chosen variation values, in order ("Large", "Spicy"). */
  variations: string[];
  addOns: { name: string; quantity: number; price: Minor }[];
  /** unitPrice × quantity plus the add-ons. */
  total: Minor;
}

export interface OrderAmounts {
  items: Minor;
  addOns: Minor;
  subtotal: Minor;
  /** Store, flash-sale and item discounts. */
  discount: Minor;
  coupon: Minor;
  couponCode: string | null;
  referralDiscount: Minor;
  tax: Minor;
  taxIncluded: boolean;
  deliveryFee: Minor;
  /** Free delivery by the admin, the store or a coupon. */
  freeDelivery: boolean;
  tips: Minor;
  additionalCharge: Minor;
  extraPackaging: Minor;
  total: Minor;
  /** Paid from the wallet in a partial payment; the rest is due. */
  paidByWallet: Minor;
}

export interface OrderView extends OrderCard {
  paymentMethod: string;
  paymentStatus: string;
  /** Steps reached (1–5) and the moment of each status reached. */
  reached: number;
  stamps: Partial<Record<OrderStatus, Moment>>;
  scheduledFor: Moment | null;
  lines: OrderLine[];
  amounts: OrderAmounts;
  /** Delivery orders (a parcel's sender); take-away orders have none. */
  address: OrderAddress | null;
  /** Parcel orders: who receives it and who pays the charge. */
  parcel: { receiver: OrderAddress | null; payer: 'sender' | 'receiver' } | null;
  store: { id: number; name: string; logo: string | null; phone: string | null; address: string | null } | null;
  deliveryMan: {
    id: number;
    name: string;
    phone: string | null;
    image: string | null;
    rating: number;
    ratingCount: number;
    vehicle: string | null;
  } | null;
  /** What of a delivered order its owner may still review (nothing for others). */
  toReview: { items: { itemId: number; name: string; image: string | null }[]; courier: boolean };
  /** How to deliver (the checkout's list choice and free text), for the store and the courier. */
  instruction: string | null;
  /** The order's own note to the store. */
  note: string | null;
  /** The customer asked for cutlery (food). */
  cutlery: boolean;
  cancellationReason: string | null;
  canceledBy: string | null;
  refund: { status: string | null; reason: string | null; note: string | null; adminNote: string | null } | null;
  deliveryMinutes: [number, number] | null;
  /** An offline payment's proof as the shopper sent it (null before any; the owner only). */
  offlinePayment: OfflineProof | null;
  /** The owner may send or correct the proof now (domain offlineProofOpen, and not once verified). */
  offlineProofOpen: boolean;
  actions: OrderActions;
  /** The visitor placed it (account or this device's guest id), not only tracks it by phone. */
  owner: boolean;
  /** The delivery on the map while a courier carries it: the store, the customer, the courier's last position. */
  routeMap: {
    /** Where the courier collects the order: the store, or a parcel's sender. */
    store: { lat: number; lng: number; name: string };
    customer: { lat: number; lng: number };
    courier: { lat: number; lng: number } | null;
    /** The courier has the order: the route runs from them to the customer. */
    pickedUp: boolean;
  } | null;
  /** The signed-in customer who placed it: may chat with its store and courier (guests cannot chat, spec §5). */
  canChat: boolean;
  /** Still moving: the page listens for status changes. */
  live: boolean;
}

export interface Reason {
  id: number;
  reason: string;
}

/** An offline payment's proof on the order page. */
export interface OfflineProof {
  methodId: number | null;
  methodName: string;
  status: 'pending' | 'verified' | 'denied';
  /** What the shopper filled in, by the method's field names. */
  sent: { name: string; value: string }[];
  note: string | null;
  /** The store's reason when it did not accept the proof. */
  reply: string | null;
  /** The business's account details of the method, as they were when the proof was sent. */
  details: { label: string; value: string }[];
}
