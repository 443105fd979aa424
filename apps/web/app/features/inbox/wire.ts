/** The chat API's JSON (client contract §4 "Chat"), as far as the inbox reads it. */
export type WireReceiverType = 'admin' | 'vendor' | 'delivery_man';

export interface WireUserInfo {
  id: number;
  f_name: string;
  l_name: string;
  image_full_url: string | null;
  store_id: number | null;
  deliveryman_id: number | null;
}

export interface WireMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  message: string | null;
  file: string[];
  is_seen: 0 | 1;
  order_id: number | null;
  created_at: string;
}

export interface WireConversation {
  id: number;
  sender_id: number;
  receiver_id: number;
  receiver_type: WireReceiverType;
  unread_message_count: number;
  last_message_time: string | null;
  receiver: WireUserInfo;
  last_message: WireMessage | null;
}

export interface WireConversationList {
  total_size: number;
  limit: number;
  offset: number;
  conversations: WireConversation[];
}

export interface WireConversationDetails {
  total_size: number;
  messages: WireMessage[];
  conversation: WireConversation | null;
}
