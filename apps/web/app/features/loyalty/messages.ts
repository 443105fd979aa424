import type { Translation } from '../../i18n/types.ts';

export const en = {
  'loyalty.title': 'Loyalty Points',
  'loyalty.balance': 'Your points',
  'loyalty.points': '{count, plural, one {# point} other {# points}}',
  'loyalty.rate': '{points} points = {amount}',
  'loyalty.minimum': 'Convert {min, plural, one {# point} other {# points}} or more at a time.',
  'loyalty.earnHint': 'You earn points on every delivered order.',
  'loyalty.convert': 'Convert to Wallet Money',
  'loyalty.convertTitle': 'Convert points to wallet money',
  'loyalty.pointsField': 'Points to convert',
  'loyalty.youGet': 'You get {amount} in your wallet.',
  'loyalty.pointsRequired': 'Please enter the points to convert.',
  'loyalty.belowMinimum': 'At least {min, plural, one {# point is} other {# points are}} needed to convert.',
  'loyalty.notEnough': 'You do not have that many points.',
  'loyalty.transferred': 'Point to wallet transfer successfully.',
  'loyalty.history': 'Points history',
  'loyalty.list': 'Loyalty point transactions',
  'loyalty.type.order_place': 'Earned on an order',
  'loyalty.type.point_to_wallet': 'Converted to wallet money',
  'loyalty.forOrder': 'Order #{id}',
  'loyalty.balanceAfter': 'Balance {count}',
  'loyalty.empty': 'No points yet',
  'loyalty.emptyHint': 'Points from your delivered orders show here.',
};

export const ar: Translation<typeof en> = {
  'loyalty.title': 'نقاط الولاء',
  'loyalty.balance': 'نقاطك',
  'loyalty.points':
    '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.rate': '{points} نقطة = {amount}',
  'loyalty.minimum':
    'حوّل {min, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} أو أكثر في كل مرة.',
  'loyalty.earnHint': 'تكسب نقاطاً مع كل طلب يتم توصيله.',
  'loyalty.convert': 'تحويل إلى رصيد المحفظة',
  'loyalty.convertTitle': 'تحويل النقاط إلى رصيد في المحفظة',
  'loyalty.pointsField': 'النقاط المراد تحويلها',
  'loyalty.youGet': 'ستحصل على {amount} في محفظتك.',
  'loyalty.pointsRequired': 'يرجى إدخال عدد النقاط المراد تحويلها.',
  'loyalty.belowMinimum':
    'يلزم {min, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} على الأقل للتحويل.',
  'loyalty.notEnough': 'ليس لديك هذا العدد من النقاط.',
  'loyalty.transferred': 'تم تحويل النقاط إلى المحفظة بنجاح.',
  'loyalty.history': 'سجل النقاط',
  'loyalty.list': 'معاملات نقاط الولاء',
  'loyalty.type.order_place': 'مكتسبة من طلب',
  'loyalty.type.point_to_wallet': 'محوّلة إلى رصيد المحفظة',
  'loyalty.forOrder': 'الطلب رقم {id}',
  'loyalty.balanceAfter': 'الرصيد {count}',
  'loyalty.empty': 'لا توجد نقاط بعد',
  'loyalty.emptyHint': 'تظهر هنا النقاط من طلباتك التي تم توصيلها.',
};
