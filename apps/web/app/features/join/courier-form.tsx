/**
 * `/deliveryman-registration`: a courier's application in three steps —
 * who they are (name, phone, the account, a photo), how they deliver and
 * prove their identity (zone, vehicle, earning, identity type, number and
 * images), and the review.
 */
import { useState } from 'react';
import { courierApplicationProblems, EARNING_TYPES, IDENTITY_TYPES, VEHICLE_TYPES } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { courierFormInput } from './form-input.ts';
import { ChoiceCards, ImageField, PasswordField, SelectField, TextField } from './inputs.tsx';
import { ReviewSection, StepForm, type JoinStep } from './step-form.tsx';
import type { JoinOptions } from './types.ts';

export function CourierRegistrationForm({ options }: { options: JoinOptions }) {
  const t = useT();
  const [earning, setEarning] = useState('freelancer');

  const steps: JoinStep[] = [
    {
      title: 'join.step.personal',
      fields: ['f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password', 'image'],
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
          <ImageField name="image" label={t('join.photo')} hint={t('join.logoHint')} />
        </div>
      ),
    },
    {
      title: 'join.step.delivery',
      fields: ['zone_id', 'vehicle_type', 'earning', 'identity_type', 'identity_number', 'identity_image'],
      content: (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="zone_id"
              label={t('join.zone')}
              options={options.zones.map((z) => ({ value: String(z.id), label: z.name }))}
            />
            <SelectField
              name="vehicle_type"
              label={t('join.vehicle')}
              options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`join.vehicle.${v}`) }))}
            />
          </div>
          <ChoiceCards
            name="earning"
            legend={t('join.earning')}
            value={earning}
            onChange={setEarning}
            options={EARNING_TYPES.map((e) => ({ value: e, title: t(`join.earning.${e}`) }))}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="identity_type"
              label={t('join.identityType')}
              options={IDENTITY_TYPES.map((i) => ({ value: i, label: t(`join.identity.${i}`) }))}
            />
            <TextField name="identity_number" label={t('join.identityNumber')} dir="ltr" maxLength={50} />
          </div>
          <ImageField
            name="identity_image[]"
            errorName="identity_image"
            label={t('join.identityImages')}
            hint={t('join.identityHint')}
            multiple
          />
        </>
      ),
    },
  ];

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
      kind="courier"
      steps={steps}
      problems={(form) => courierApplicationProblems(courierFormInput(form))}
      review={(form, goTo) => {
        const vehicle = text(form, 'vehicle_type') as (typeof VEHICLE_TYPES)[number];
        const identity = text(form, 'identity_type') as (typeof IDENTITY_TYPES)[number];
        return (
          <>
            <ReviewSection
              title={t('join.step.personal')}
              onEdit={() => goTo(0)}
              rows={[
                [t('join.firstName'), `${text(form, 'f_name')} ${text(form, 'l_name')}`.trim()],
                [t('join.phone'), <bdi key="phone">{text(form, 'phone')}</bdi>],
                [t('join.email'), <bdi key="email">{text(form, 'email')}</bdi>],
                [t('join.photo'), fileNames(form, 'image')],
              ]}
            />
            <ReviewSection
              title={t('join.step.delivery')}
              onEdit={() => goTo(1)}
              rows={[
                [t('join.zone'), options.zones.find((z) => String(z.id) === text(form, 'zone_id'))?.name ?? ''],
                [t('join.vehicle'), t(`join.vehicle.${vehicle}`)],
                [t('join.earning'), t(earning === 'salaried' ? 'join.earning.salaried' : 'join.earning.freelancer')],
                [t('join.identityType'), t(`join.identity.${identity}`)],
                [t('join.identityNumber'), <bdi key="number">{text(form, 'identity_number')}</bdi>],
                [t('join.identityImages'), fileNames(form, 'identity_image[]')],
              ]}
            />
          </>
        );
      }}
    />
  );
}
