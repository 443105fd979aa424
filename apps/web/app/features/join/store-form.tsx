/**
 * `/store-registration`: a store's application in four steps — the store
 * (names and addresses in both languages, module, zone, the point on the
 * map inside the zone, logo and cover, delivery time, tax), the owner and
 * the account, the business plan, and the review.
 */
import { useMemo, useState } from 'react';
import { storeApplicationProblems } from '@souq/domain';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { MapPickerDialog } from '../location/map-dialogs.tsx';
import type { PlacePoint } from '../location/places.ts';
import { storeFormInput } from './form-input.ts';
import { ChoiceCards, ImageField, PasswordField, SelectField, TextField } from './inputs.tsx';
import { ReviewSection, StepForm, useFieldError, type JoinStep } from './step-form.tsx';
import type { JoinOptions, JoinZone } from './types.ts';

const centreOf = (zone: JoinZone) => ({
  lat: zone.outer.reduce((sum, p) => sum + p.lat, 0) / zone.outer.length,
  lng: zone.outer.reduce((sum, p) => sum + p.lng, 0) / zone.outer.length,
});

function LocationField({
  zone,
  point,
  onPick,
}: {
  zone: JoinZone | null;
  point: PlacePoint | null;
  onPick: (p: PlacePoint) => void;
}) {
  const t = useT();
  const error = useFieldError('latitude');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('join.location')}</span>
      <input type="hidden" name="latitude" value={point?.lat ?? ''} />
      <input type="hidden" name="longitude" value={point?.lng ?? ''} />
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-600">
        <Icon name="pin" className="size-5 text-brand-600" />
        <span className="flex-1 text-sm" data-testid="join-point">
          {zone ? (point ? point.address : t('join.noPoint')) : t('join.pickZoneFirst')}
        </span>
        <Button
          type="button"
          variant="brand-outline"
          size="sm"
          disabled={!zone}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen(true)}
        >
          {point ? t('join.changeOnMap') : t('join.pickOnMap')}
        </Button>
      </div>
      {error && <p className="text-sm font-medium text-red-600 dark:text-red-400">{error}</p>}
      {zone && open && (
        <MapPickerDialog
          open={open}
          onClose={() => setOpen(false)}
          start={point ?? centreOf(zone)}
          zone={{ outer: zone.outer, holes: zone.holes }}
          label={t('join.pickTitle')}
          confirmLabel={t('join.usePoint')}
          onPick={(picked) => {
            onPick(picked);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

export function StoreRegistrationForm({ options }: { options: JoinOptions }) {
  const t = useT();
  const format = useFormat();
  const [zoneId, setZoneId] = useState('');
  const [moduleId, setModuleId] = useState('');
  const [point, setPoint] = useState<PlacePoint | null>(null);
  const [plan, setPlan] = useState('commission');
  const [packageId, setPackageId] = useState('');
  const zone = options.zones.find((z) => String(z.id) === zoneId) ?? null;
  const modules = useMemo(
    () => options.modules.filter((m) => zone && m.zoneIds.includes(zone.id)),
    [options.modules, zone],
  );

  const steps: JoinStep[] = [
    {
      title: 'join.step.store',
      fields: [
        'name',
        'name_ar',
        'address',
        'address_ar',
        'zone_id',
        'module_id',
        'latitude',
        'logo',
        'cover_photo',
        'minimum_delivery_time',
        'maximum_delivery_time',
        'delivery_time_type',
        'tax',
      ],
      content: (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label={t('join.storeName')} dir="ltr" maxLength={100} />
            <TextField name="name_ar" label={t('join.storeNameAr')} dir="rtl" lang="ar" maxLength={100} />
            <TextField name="address" label={t('join.address')} dir="ltr" maxLength={255} />
            <TextField name="address_ar" label={t('join.addressAr')} dir="rtl" lang="ar" maxLength={255} />
            <SelectField
              name="zone_id"
              label={t('join.zone')}
              value={zoneId}
              onChange={(value) => {
                setZoneId(value);
                setPoint(null);
                setModuleId('');
              }}
              options={options.zones.map((z) => ({ value: String(z.id), label: z.name }))}
            />
            <SelectField
              name="module_id"
              label={t('join.module')}
              value={moduleId}
              onChange={setModuleId}
              options={modules.map((m) => ({ value: String(m.id), label: m.name }))}
            />
          </div>
          <LocationField zone={zone} point={point} onPick={setPoint} />
          <div className="grid gap-5 sm:grid-cols-2">
            <ImageField name="logo" label={t('join.logo')} hint={t('join.logoHint')} />
            <ImageField name="cover_photo" label={t('join.cover')} hint={t('join.imageHint')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-4">
            <TextField
              name="minimum_delivery_time"
              label={t('join.minTime')}
              type="number"
              min={1}
              inputMode="numeric"
            />
            <TextField
              name="maximum_delivery_time"
              label={t('join.maxTime')}
              type="number"
              min={1}
              inputMode="numeric"
            />
            <SelectField
              name="delivery_time_type"
              label={t('join.timeUnit')}
              defaultValue="min"
              options={(['min', 'hours', 'days'] as const).map((unit) => ({
                value: unit,
                label: t(`join.unit.${unit}`),
              }))}
            />
            <TextField
              name="tax"
              label={t('join.tax')}
              type="number"
              min={0}
              max={100}
              step="0.01"
              inputMode="decimal"
            />
          </div>
        </>
      ),
    },
    {
      title: 'join.step.owner',
      fields: ['f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password'],
      content: (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="f_name" label={t('join.firstName')} autoComplete="given-name" maxLength={100} />
          <TextField name="l_name" label={t('join.lastName')} autoComplete="family-name" maxLength={100} />
          <TextField
            name="phone"
            label={t('join.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="+9665…"
          />
          <TextField name="email" label={t('join.email')} type="email" autoComplete="email" dir="ltr" />
          <PasswordField name="password" label={t('join.password')} hint={t('join.passwordHint')} />
          <PasswordField name="confirm_password" label={t('join.confirmPassword')} />
        </div>
      ),
    },
    {
      title: 'join.step.plan',
      fields: ['business_plan', 'package_id'],
      content: (
        <>
          <ChoiceCards
            name="business_plan"
            legend={t('join.step.plan')}
            value={plan}
            onChange={setPlan}
            options={[
              { value: 'commission', title: t('join.plan.commission'), text: t('join.plan.commissionText') },
              { value: 'subscription', title: t('join.plan.subscription'), text: t('join.plan.subscriptionText') },
            ]}
          />
          {plan === 'subscription' && (
            <ChoiceCards
              name="package_id"
              legend={t('join.plan.subscription')}
              value={packageId}
              onChange={setPackageId}
              options={options.packages.map((p) => ({
                value: String(p.id),
                title: `${p.name} · ${format.amount(p.price)}`,
                text: [
                  t('join.package.days', { days: p.validity }),
                  t('join.package.orders', { count: limitText(p.maxOrder) }),
                  t('join.package.items', { count: limitText(p.maxProduct) }),
                ].join(' · '),
              }))}
            />
          )}
        </>
      ),
    },
  ];

  function limitText(value: string) {
    return value === 'unlimited' ? t('join.package.unlimited') : format.number(Number(value));
  }

  const text = (form: FormData, name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fileNames = (form: FormData, name: string) =>
    form
      .getAll(name)
      .filter((f): f is File => typeof f === 'object' && f.size > 0)
      .map((f) => f.name)
      .join(', ');

  return (
    <StepForm
      kind="store"
      steps={steps}
      problems={(form) => storeApplicationProblems(storeFormInput(form, options.zones))}
      review={(form, goTo) => {
        const unit = text(form, 'delivery_time_type') as 'min' | 'hours' | 'days';
        const pkg = options.packages.find((p) => String(p.id) === text(form, 'package_id'));
        return (
          <>
            <ReviewSection
              title={t('join.step.store')}
              onEdit={() => goTo(0)}
              rows={[
                [t('join.storeName'), text(form, 'name')],
                [t('join.storeNameAr'), text(form, 'name_ar')],
                [t('join.address'), text(form, 'address')],
                [t('join.addressAr'), text(form, 'address_ar')],
                [t('join.zone'), zone?.name ?? ''],
                [t('join.module'), modules.find((m) => String(m.id) === text(form, 'module_id'))?.name ?? ''],
                [t('join.location'), point?.address ?? ''],
                [t('join.logo'), fileNames(form, 'logo')],
                [t('join.cover'), fileNames(form, 'cover_photo')],
                [
                  t('join.minTime'),
                  `${format.number(Number(text(form, 'minimum_delivery_time')))}–${format.number(
                    Number(text(form, 'maximum_delivery_time')),
                  )} ${t(`join.unit.${unit}`)}`,
                ],
                [t('join.tax'), format.percent(Number(text(form, 'tax')))],
              ]}
            />
            <ReviewSection
              title={t('join.step.owner')}
              onEdit={() => goTo(1)}
              rows={[
                [t('join.firstName'), `${text(form, 'f_name')} ${text(form, 'l_name')}`.trim()],
                [t('join.phone'), <bdi key="phone">{text(form, 'phone')}</bdi>],
                [t('join.email'), <bdi key="email">{text(form, 'email')}</bdi>],
              ]}
            />
            <ReviewSection
              title={t('join.step.plan')}
              onEdit={() => goTo(2)}
              rows={[
                [
                  t('join.step.plan'),
                  plan === 'subscription' && pkg
                    ? `${t('join.plan.subscription')}: ${pkg.name}`
                    : t('join.plan.commission'),
                ],
              ]}
            />
          </>
        );
      }}
    />
  );
}
