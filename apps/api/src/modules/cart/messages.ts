/**
 * Messages of the cart (spec §4, §5, §8 wording where the spec has it) and
 * their Arabic, including the item-option rules of @souq/domain.
 */
import { OPTION_MESSAGES } from '@souq/domain';
import { addArabicMessages } from '../../http/messages.ts';

export const CART_MESSAGES = {
  added: 'Item added to cart',
  updated: 'Updated successfully.',
  removed: 'Cart item remove successfully',
  cleared: 'Your cart has been cleared successfully.',
  outOfStock: 'Out of Stock',
  outOfStockLeft: 'Out of Stock: only {count} left.',
  outOfLimits: 'Out of Limits: you can order at most {max} of this item.',
  quantityMinimum: 'The quantity must be a whole number of at least 1.',
  campaignNeedsLogin: 'Please log in to order campaign items.',
  campaignNotRunning: 'This campaign is not running now.',
  // The wording checkout refuses a closed store's order with (checkout/messages.ts).
  storeClosed: 'The store is closed now.',
  notAvailableNow: 'Not Available now. This item can be ordered between {from} and {to}.',
  variationFormat: 'The variation field is invalid.',
  unknownGroup: 'The variation {name} does not exist for this item.',
  addOnNotOffered: 'This add-on is not available for this item.',
  addOnQuantity: 'Add-on quantities must be whole numbers (0 for an add-on not chosen).',
  differentStore: 'Your cart has items from another store. Clear the cart to add items from this store.',
  lineExists: 'This item with the same options is already in your cart.',
  lineNotFound: 'Cart item not found.',
  notInArea: 'This item is not available in your area.',
  // MAX_QUANTITY of schemas.ts.
  quantityMaximum: 'The quantity must not be more than 1000.',
  model: 'The model must be Item or ItemCampaign.',
  addOnIds: 'The add_on_ids field must be a list of add-on ids.',
  itemIdRequired: 'The item_id field is required.',
  itemIdInvalid: 'The item_id field is invalid.',
  otherItem: 'This cart item holds another item.',
  cartIdRequired: 'The cart_id field is required.',
} as const;

addArabicMessages({
  [CART_MESSAGES.added]: 'تمت إضافة المنتج إلى السلة',
  [CART_MESSAGES.updated]: 'تم التحديث بنجاح.',
  [CART_MESSAGES.removed]: 'تمت إزالة المنتج من السلة بنجاح',
  [CART_MESSAGES.cleared]: 'تم إفراغ سلتك بنجاح.',
  [CART_MESSAGES.storeClosed]: 'المتجر مغلق الآن.',
  [CART_MESSAGES.outOfStock]: 'نفدت الكمية',
  [CART_MESSAGES.outOfStockLeft]:
    'نفدت الكمية: {count, plural, zero {لم يتبقَّ شيء} one {تبقّت قطعة واحدة} two {تبقّت قطعتان} few {تبقّت # قطع} many {تبقّت # قطعة} other {تبقّت # قطعة}} فقط.',
  [CART_MESSAGES.outOfLimits]: 'تجاوزت الحد: يمكنك طلب {max} كحد أقصى من هذا المنتج.',
  [CART_MESSAGES.quantityMinimum]: 'يجب أن تكون الكمية عدداً صحيحاً لا يقل عن ١.',
  [CART_MESSAGES.campaignNeedsLogin]: 'يرجى تسجيل الدخول لطلب منتجات الحملات.',
  [CART_MESSAGES.campaignNotRunning]: 'هذه الحملة غير جارية الآن.',
  [CART_MESSAGES.notAvailableNow]: 'غير متوفر الآن. يمكن طلب هذا المنتج بين {from} و{to}.',
  [CART_MESSAGES.variationFormat]: 'قيمة حقل الخيارات غير صالحة.',
  [CART_MESSAGES.unknownGroup]: 'الخيار {name} غير موجود لهذا المنتج.',
  [CART_MESSAGES.addOnNotOffered]: 'هذه الإضافة غير متاحة لهذا المنتج.',
  [CART_MESSAGES.addOnQuantity]: 'يجب أن تكون كميات الإضافات أعداداً صحيحة (٠ للإضافة غير المختارة).',
  [CART_MESSAGES.differentStore]: 'تحتوي سلتك على منتجات من متجر آخر. أفرغ السلة لإضافة منتجات من هذا المتجر.',
  [CART_MESSAGES.lineExists]: 'هذا المنتج بنفس الخيارات موجود في سلتك بالفعل.',
  [CART_MESSAGES.lineNotFound]: 'المنتج غير موجود في السلة.',
  [CART_MESSAGES.notInArea]: 'هذا المنتج غير متوفر في منطقتك.',
  [CART_MESSAGES.quantityMaximum]: 'يجب ألا تزيد الكمية عن ١٠٠٠.',
  [CART_MESSAGES.model]: 'يجب أن يكون الحقل model إما Item أو ItemCampaign.',
  [CART_MESSAGES.addOnIds]: 'يجب أن يكون الحقل add_on_ids قائمة بأرقام الإضافات.',
  [CART_MESSAGES.itemIdRequired]: 'الحقل item_id مطلوب.',
  [CART_MESSAGES.itemIdInvalid]: 'قيمة الحقل item_id غير صالحة.',
  [CART_MESSAGES.otherItem]: 'عنصر السلة هذا يحتوي على منتج آخر.',
  [CART_MESSAGES.cartIdRequired]: 'الحقل cart_id مطلوب.',
  [OPTION_MESSAGES.variationRequired]: 'لا يمكن ترك الخيار {name} دون اختيار.',
  [OPTION_MESSAGES.variationRange]: 'يجب أن يكون عدد الخيارات المحددة في {name} بين {min} كحد أدنى و{max} كحد أقصى.',
  [OPTION_MESSAGES.variationRangeInfo]: 'يجب اختيار ما بين {min} كحد أدنى و{max} كحد أقصى من هذا الخيار.',
  [OPTION_MESSAGES.unknownOption]: 'الخيار المحدد {label} غير موجود في {name}.',
  [OPTION_MESSAGES.singleChoice]: 'اختر خياراً واحداً فقط في {name}.',
  [OPTION_MESSAGES.variationMissing]: 'يرجى اختيار نوع.',
  [OPTION_MESSAGES.variationNotFound]: 'النوع المحدد غير موجود.',
  [OPTION_MESSAGES.variationOutOfStock]: 'هذا النوع غير متوفر. اختر نوعاً آخر للمتابعة.',
});
