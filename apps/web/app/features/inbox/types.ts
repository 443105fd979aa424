/** What the inbox renders with: resolved on the server (names in the page's language, times on the business clock). */
import type { Moment } from '../orders/types.ts';
import type { WireConversation } from '@souq/api/answers';

export type PartyKind = WireConversation['receiver_type'];

/** Who the customer talks to: support (ref 0), a store or a courier. */
export interface Party {
  kind: PartyKind;
  ref: number;
  name: string;
  image: string | null;
}

export interface ConversationSummary {
  id: number;
  party: Party;
  unread: number;
  /** The last message's text; null when it was pictures only. */
  lastText: string | null;
  lastImages: number;
  lastFromMe: boolean;
  lastAt: Moment | null;
}

export interface ChatMessage {
  id: number;
  mine: boolean;
  text: string | null;
  /** Storefront URLs of the pictures (the API's files are private: /resources/inbox/files/…). */
  images: string[];
  /** The other side has read it (shown on one's own messages). */
  seen: boolean;
  at: Moment | null;
  orderId: number | null;
}

export interface OpenConversation {
  /** null until the first message is sent to a new receiver. */
  id: number | null;
  party: Party;
  /** The order the conversation is about, when it was opened from one. */
  orderId: number | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** More, older messages exist (the "Earlier messages" link loads them). */
  hasEarlier: boolean;
  /** How many pages of messages are shown. */
  pages: number;
}

export interface InboxView {
  conversations: ConversationSummary[];
  total: number;
  search: string;
  open: OpenConversation | null;
}
