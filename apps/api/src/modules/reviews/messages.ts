/** Arabic of the review messages (the English lives in @souq/domain's REVIEW_MESSAGES). */
import { REVIEW_MESSAGES as M } from '@souq/domain';
import { addArabicMessages } from '../../http/messages.ts';

addArabicMessages({
  [M.submitted]: 'تم إرسال التقييم بنجاح.',
  [M.notDelivered]: 'يمكنك تقييم الطلب بعد توصيله.',
  [M.alreadyReviewed]: 'لقد قيّمت هذا المنتج من قبل.',
  [M.courierAlreadyReviewed]: 'لقد قيّمت مندوب التوصيل لهذا الطلب من قبل.',
  [M.itemNotInOrder]: 'هذا المنتج ليس ضمن هذا الطلب.',
  [M.courierNotOfOrder]: 'لم يقم مندوب التوصيل هذا بتوصيل هذا الطلب.',
  [M.ratingRange]: 'يجب أن يكون التقييم بين ١ و٥.',
  [M.commentTooLong]: 'يمكن أن يحتوي التعليق على ١٠٠٠ حرف كحد أقصى.',
  [M.courierNotFound]: 'مندوب التوصيل غير موجود.',
  [M.reviewNotFound]: 'التقييم غير موجود.',
  'Review reminder dismissed.': 'تم إلغاء تذكير التقييم.',
});
