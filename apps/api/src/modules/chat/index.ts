/** The public entry of the chat module: what other modules and the app may use. */
export { createChatLive, type ChatLive } from './live.ts';
export { chatOperatorRoutes, type OperatorMessageSentJson } from './operator-routes.ts';
export { chatRoutes, type MessageSentJson, type UnreadJson } from './routes.ts';
export {
  createChatService,
  type ChatMessageJson,
  type ChatService,
  type ConversationDetailsJson,
  type ConversationJson,
  type ConversationListJson,
  type OperatorConversationDetailsJson,
  type OperatorConversationListJson,
} from './service.ts';
