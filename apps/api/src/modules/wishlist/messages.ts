/** Messages of the wishlist and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const WISHLIST_MESSAGES = {
  added: 'Successfully added to your wishlist.',
  removed: 'Successfully removed from your wishlist.',
  alreadyThere: 'Already in your wishlist.',
  notThere: 'This is not in your wishlist.',
  oneTarget: 'Give either an item_id or a store_id.',
} as const;

addArabicMessages({
  [WISHLIST_MESSAGES.added]: 'تمت الإضافة إلى قائمة أمنياتك بنجاح.',
  [WISHLIST_MESSAGES.removed]: 'تمت الإزالة من قائمة أمنياتك بنجاح.',
  [WISHLIST_MESSAGES.alreadyThere]: 'موجود بالفعل في قائمة أمنياتك.',
  [WISHLIST_MESSAGES.notThere]: 'هذا غير موجود في قائمة أمنياتك.',
  [WISHLIST_MESSAGES.oneTarget]: 'أدخل إما item_id أو store_id.',
});
