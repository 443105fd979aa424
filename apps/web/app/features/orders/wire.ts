/**
 * The parts of the API's order JSON (6amMart's order object, order detail
 * rows, reason lists; server-rules §4) the storefront reads. Loaders turn
 * them into the smaller shapes of `types.ts` before anything reaches the
 * browser. Amounts may arrive as numbers or decimal strings.
 */
export type Amount = number | string | null | undefined;

/** Every status of server-rules §5.3, from the domain's status machine. */
export { ORDER_STATUSES, type OrderStatus } from '@souq/domain';

export interface WireAddress {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  address_type?: string | null;
  address?: string | null;
  floor?: string | null;
  road?: string | null;
  house?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

export interface WireOrderStore {
  id: number;
  name: string;
  latitude?: string | number | null;
  longitude?: string | number | null;
  slug?: string | null;
  logo_full_url?: string | null;
  phone?: string | null;
  address?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
}

export interface WireDeliveryMan {
  id: number;
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
  image_full_url?: string | null;
  avg_rating?: number;
  rating_count?: number;
  vehicle_type?: string | null;
  lat?: string | null;
  lng?: string | null;
}

export interface WireRefund {
  refund_status?: string | null;
  customer_reason?: string | null;
  customer_note?: string | null;
  admin_note?: string | null;
  refund_amount?: Amount;
}

/** The order object of list, running-orders and track (server-rules §4). */
export interface WireOrder {
  id: number;
  order_status: string;
  order_type: string;
  payment_status: string;
  payment_method: string;
  created_at: string;
  schedule_at?: string | null;
  scheduled?: number | boolean | null;
  order_amount: Amount;
  /** A prescription order's images: signed, short-lived links for its owner and the operator (decision 21). */
  order_attachment_full_url?: string[] | null;
  coupon_discount_amount?: Amount;
  coupon_discount_title?: string | null;
  coupon_code?: string | null;
  store_discount_amount?: Amount;
  flash_admin_discount_amount?: Amount;
  flash_store_discount_amount?: Amount;
  ref_bonus_amount?: Amount;
  total_tax_amount?: Amount;
  tax_status?: string | null;
  tax_percentage?: Amount;
  delivery_charge?: Amount;
  original_delivery_charge?: Amount;
  free_delivery_by?: string | null;
  dm_tips?: Amount;
  additional_charge?: Amount;
  extra_packaging_amount?: Amount;
  partially_paid_amount?: Amount;
  details_count?: number;
  delivery_address?: WireAddress | string | null;
  order_note?: string | null;
  delivery_instruction?: string | null;
  cutlery?: number | boolean | null;
  cancellation_reason?: string | null;
  canceled_by?: string | null;
  refund_cancellation_note?: string | null;
  refund?: WireRefund | null;
  /** Payment rows: a partial payment's wallet share and the rest. */
  payments?: { payment_method: string; payment_status: string }[];
  /** Track: the offline payment's proof as sent (payment_info with status, method_id, customer_note). */
  offline_payment?: {
    data?: Record<string, unknown> | null;
    input?: { user_input: string; user_data: unknown }[];
    method_fields?: { input_name: string; input_data: string }[];
  } | null;
  store?: WireOrderStore | null;
  delivery_man?: WireDeliveryMan | WireDeliveryMan[] | null;
  /** Items of the order its customer reviewed, and whether they rated the courier (ours). */
  reviewed_item_ids?: number[];
  delivery_man_reviewed?: number;
  module_type?: string | null;
  /** Parcel orders (issue 18): what is sent, to whom (a JSON string or object), and who pays the charge. */
  parcel_category?: { id: number; name: string; image_full_url?: string | null } | null;
  receiver_details?: WireAddress | string | null;
  charge_payer?: string | null;
  min_delivery_time?: number | null;
  max_delivery_time?: number | null;
  otp?: string | number | null;
  is_guest?: number | boolean;
  /** One timestamp per status, set when the order reached it. */
  pending?: string | null;
  accepted?: string | null;
  confirmed?: string | null;
  processing?: string | null;
  handover?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
  canceled?: string | null;
  failed?: string | null;
  refund_requested?: string | null;
  refunded?: string | null;
  refund_request_canceled?: string | null;
}

export interface WireOrderPage {
  total_size: number;
  limit: number | string;
  offset: number | string;
  orders: WireOrder[];
}

/** Food variations as stored ({name, values:[{label, optionPrice}]}) or as the cart posts them ({name, values:{label:[…]}}); other modules: {type, price}. */
export type WireVariation =
  | { name: string; values: { label: string; optionPrice?: Amount }[] | { label: string[] } }
  | { type: string; price?: Amount };

export interface WireOrderDetail {
  id: number;
  order_id: number;
  item_id: number | null;
  item_campaign_id?: number | null;
  price: Amount;
  quantity: number;
  discount_on_item?: Amount;
  total_add_on_price?: Amount;
  tax_amount?: Amount;
  variation?: WireVariation[] | string | null;
  add_ons?: { id?: number; name: string; price: Amount; quantity: number }[] | string | null;
  item_details?: { name?: string; image_full_url?: string | null; unit_type?: string | null } | string | null;
  image_full_url?: string | null;
}

export interface WireCancellationReasons {
  total_size?: number;
  data: { id: number; reason: string }[];
}

export interface WireRefundReasons {
  refund_reasons: { id: number; reason: string }[];
}

/** What the order actions answer: a message to toast. */
export interface WireMessage {
  message: string;
}
