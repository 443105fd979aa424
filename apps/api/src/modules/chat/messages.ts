/** Messages of the chat routes, in English with their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const CHAT_MESSAGES = {
  sent: 'Message sent successfully.',
  conversationNotFound: 'Conversation not found.',
  receiverNotFound: 'You can not start a conversation with this receiver.',
  receiverRequired: 'Give a conversation_id, or a receiver_type and receiver_id.',
  messageRequired: 'Write a message or attach an image.',
  messageTooLong: 'A message may have at most 2000 characters.',
  orderNotFound: 'Order not found.',
  fileNotFound: 'File not found.',
  receiverType: 'The receiver type must be admin, vendor or delivery_man.',
} as const;

addArabicMessages({
  [CHAT_MESSAGES.sent]: 'تم إرسال الرسالة بنجاح.',
  [CHAT_MESSAGES.conversationNotFound]: 'المحادثة غير موجودة.',
  [CHAT_MESSAGES.receiverNotFound]: 'لا يمكنك بدء محادثة مع هذا المستلم.',
  [CHAT_MESSAGES.receiverRequired]: 'أرسل conversation_id أو receiver_type مع receiver_id.',
  [CHAT_MESSAGES.messageRequired]: 'اكتب رسالة أو أرفق صورة.',
  [CHAT_MESSAGES.messageTooLong]: 'يمكن أن تحتوي الرسالة على ٢٠٠٠ حرف كحد أقصى.',
  [CHAT_MESSAGES.orderNotFound]: 'الطلب غير موجود.',
  [CHAT_MESSAGES.fileNotFound]: 'الملف غير موجود.',
  [CHAT_MESSAGES.receiverType]: 'يجب أن يكون نوع المستلم admin أو vendor أو delivery_man.',
});
