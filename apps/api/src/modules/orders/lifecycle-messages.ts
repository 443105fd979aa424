/**
 * Messages of orders after placement (history, tracking, cancel, payment
 * switch, refunds, the operator endpoint), with the status machine's own
 * messages from @souq/domain, and their Arabic.
 */
import { ORDER_STATUSES, ORDER_STATUS_MESSAGES } from '@souq/domain';
import { addArabicMessages } from '../../http/messages.ts';

export const LIFECYCLE_MESSAGES = {
  orderNotFound: 'Order not found.',
  fileNotFound: 'File not found.',
  orderIdRequired: 'The order_id field is required.',
  contactNumberRequired: 'Enter the phone number the order was placed with.',
  canceled: 'Order canceled successfully',
  reasonRequired: 'Please select a reason to cancel the order.',
  reasonTooLong: 'The reason may not be longer than 255 characters.',
  paymentSwitched: 'Payment method updated to cash on delivery.',
  switchOnlyFailedDigital: 'Only an order whose digital payment failed can switch to cash on delivery.',
  codUnavailable: 'Cash on delivery is not available for this order.',
  codMaximum: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
  refundRequested: 'Refund request sent successfully.',
  refundInactive: 'Refund requests are not available at the moment.',
  refundNotDelivered: 'You can ask for a refund only after the order is delivered and paid.',
  refundAlreadyRequested: 'You have already requested a refund for this order.',
  refundSignIn: 'Please log in to request a refund.',
  customerReasonRequired: 'Please select a refund reason.',
  customerNoteTooLong: 'The note may not be longer than 1000 characters.',
  refundImages: 'Attach at most 3 images (jpg, png, jpeg or gif).',
  statusUpdated: 'Order status updated.',
  noCourier: 'This order has no delivery person.',
  locationInvalid: 'Give a valid latitude and longitude.',
  locationUpdated: 'Delivery person location updated.',
  statusInvalid: `The status must be one of: ${ORDER_STATUSES.join(', ')}.`,
} as const;

addArabicMessages({
  [LIFECYCLE_MESSAGES.orderNotFound]: 'الطلب غير موجود.',
  [LIFECYCLE_MESSAGES.fileNotFound]: 'الملف غير موجود.',
  [LIFECYCLE_MESSAGES.orderIdRequired]: 'الحقل order_id مطلوب.',
  [LIFECYCLE_MESSAGES.contactNumberRequired]: 'أدخل رقم الهاتف الذي استُخدم في الطلب.',
  [LIFECYCLE_MESSAGES.canceled]: 'تم إلغاء الطلب بنجاح',
  [LIFECYCLE_MESSAGES.reasonRequired]: 'يرجى اختيار سبب لإلغاء الطلب.',
  [LIFECYCLE_MESSAGES.reasonTooLong]: 'يجب ألا يزيد السبب عن ٢٥٥ حرفاً.',
  [LIFECYCLE_MESSAGES.paymentSwitched]: 'تم تغيير طريقة الدفع إلى الدفع عند الاستلام.',
  [LIFECYCLE_MESSAGES.switchOnlyFailedDigital]: 'لا يمكن التحويل إلى الدفع عند الاستلام إلا لطلب فشل دفعه الإلكتروني.',
  [LIFECYCLE_MESSAGES.codUnavailable]: 'الدفع عند الاستلام غير متاح لهذا الطلب.',
  [LIFECYCLE_MESSAGES.codMaximum]: 'المبلغ الإجمالي للطلب يتجاوز الحد الأقصى للدفع عند الاستلام',
  [LIFECYCLE_MESSAGES.refundRequested]: 'تم إرسال طلب الاسترداد بنجاح.',
  [LIFECYCLE_MESSAGES.refundInactive]: 'طلبات الاسترداد غير متاحة حالياً.',
  [LIFECYCLE_MESSAGES.refundNotDelivered]: 'يمكنك طلب الاسترداد فقط بعد توصيل الطلب ودفعه.',
  [LIFECYCLE_MESSAGES.refundAlreadyRequested]: 'لقد طلبت استرداد هذا الطلب من قبل.',
  [LIFECYCLE_MESSAGES.refundSignIn]: 'يرجى تسجيل الدخول لطلب الاسترداد.',
  [LIFECYCLE_MESSAGES.customerReasonRequired]: 'يرجى اختيار سبب الاسترداد.',
  [LIFECYCLE_MESSAGES.customerNoteTooLong]: 'يجب ألا تزيد الملاحظة عن ١٠٠٠ حرف.',
  [LIFECYCLE_MESSAGES.refundImages]: 'أرفق ٣ صور كحد أقصى (jpg أو png أو jpeg أو gif).',
  [LIFECYCLE_MESSAGES.statusUpdated]: 'تم تحديث حالة الطلب.',
  [LIFECYCLE_MESSAGES.noCourier]: 'لا يوجد مندوب توصيل لهذا الطلب.',
  [LIFECYCLE_MESSAGES.locationInvalid]: 'أدخل خط عرض وخط طول صالحين.',
  [LIFECYCLE_MESSAGES.locationUpdated]: 'تم تحديث موقع مندوب التوصيل.',
  [LIFECYCLE_MESSAGES.statusInvalid]: `يجب أن تكون الحالة إحدى القيم: ${ORDER_STATUSES.join('، ')}.`,
  [ORDER_STATUS_MESSAGES.cannotCancelAfterConfirm]: 'لا يمكنك الإلغاء بعد التأكيد',
  [ORDER_STATUS_MESSAGES.alreadyInStatus]: 'حالة هذا الطلب بالفعل {to}.',
  [ORDER_STATUS_MESSAGES.notAllowed]: 'لا يمكن نقل طلب حالته {from} إلى {to}.',
  [ORDER_STATUS_MESSAGES.finished]: 'حالة هذا الطلب {from} ولا يمكن تغييرها بعد الآن.',
});
