/**
 * The review reminder (customer/review-reminder): once per delivered order,
 * the home page asks how it was. "Rate now" opens the order's review forms;
 * "Not now" tells the API not to ask about this order again.
 */
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../i18n/t.ts';

export function ReviewReminder({ orderId }: { orderId: number }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher();
  const later = () => {
    setOpen(false);
    fetcher.submit({ intent: 'dismiss', order_id: String(orderId) }, { method: 'post', action: '/resources/reviews' });
  };
  return (
    <Dialog open={open} onClose={later} title={t('reviews.reminderTitle')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('reviews.reminderBody', { id: String(orderId) })}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={later}>
          {t('reviews.reminderLater')}
        </Button>
        <Link to={`/my-orders/${orderId}#rate-order`} onClick={() => setOpen(false)} className={buttonClass()}>
          {t('reviews.reminderGo')}
        </Link>
      </div>
    </Dialog>
  );
}
