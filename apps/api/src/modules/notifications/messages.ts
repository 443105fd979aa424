/** The words of notifications (stored as kinds and values) and of the notification routes, with their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const ORDER_NOTIFICATION = {
  title: 'Order update',
  pending: 'Your order #{id} has been placed.',
  accepted: 'Your order #{id} has been accepted.',
  confirmed: 'Your order #{id} has been confirmed.',
  processing: 'Your order #{id} is being prepared.',
  handover: 'Your order #{id} is ready for pickup.',
  picked_up: 'Your order #{id} is on the way.',
  delivered: 'Your order #{id} has been delivered. Enjoy!',
  canceled: 'Your order #{id} has been canceled.',
  failed: 'The payment of your order #{id} failed.',
  refund_requested: 'We received your refund request for order #{id}.',
  refunded: 'The refund of your order #{id} is done.',
  refund_request_canceled: 'The refund request for order #{id} was declined.',
} as const;

export const WALLET_NOTIFICATION = {
  title: 'Wallet credited',
  description: '{amount} was added to your wallet.',
} as const;

export const NOTIFICATION_MESSAGES = {
  settingsSaved: 'Notification settings updated.',
  markedRead: 'Notifications marked as read.',
  sent: 'Notification sent.',
} as const;

addArabicMessages({
  [ORDER_NOTIFICATION.title]: 'تحديث الطلب',
  [ORDER_NOTIFICATION.pending]: 'تم تقديم طلبك رقم {id}.',
  [ORDER_NOTIFICATION.accepted]: 'تم قبول طلبك رقم {id}.',
  [ORDER_NOTIFICATION.confirmed]: 'تم تأكيد طلبك رقم {id}.',
  [ORDER_NOTIFICATION.processing]: 'طلبك رقم {id} قيد التحضير.',
  [ORDER_NOTIFICATION.handover]: 'طلبك رقم {id} جاهز للاستلام.',
  [ORDER_NOTIFICATION.picked_up]: 'طلبك رقم {id} في الطريق إليك.',
  [ORDER_NOTIFICATION.delivered]: 'تم توصيل طلبك رقم {id}. بالهناء!',
  [ORDER_NOTIFICATION.canceled]: 'تم إلغاء طلبك رقم {id}.',
  [ORDER_NOTIFICATION.failed]: 'فشل الدفع لطلبك رقم {id}.',
  [ORDER_NOTIFICATION.refund_requested]: 'استلمنا طلب استرداد المبلغ للطلب رقم {id}.',
  [ORDER_NOTIFICATION.refunded]: 'تم استرداد مبلغ طلبك رقم {id}.',
  [ORDER_NOTIFICATION.refund_request_canceled]: 'تم رفض طلب الاسترداد للطلب رقم {id}.',
  [WALLET_NOTIFICATION.title]: 'تمت إضافة رصيد إلى محفظتك',
  [WALLET_NOTIFICATION.description]: 'تمت إضافة {amount} إلى محفظتك.',
  [NOTIFICATION_MESSAGES.settingsSaved]: 'تم تحديث إعدادات الإشعارات.',
  [NOTIFICATION_MESSAGES.markedRead]: 'تم تعليم الإشعارات كمقروءة.',
  [NOTIFICATION_MESSAGES.sent]: 'تم إرسال الإشعار.',
});
