/**
 * The console's reads of applications to join (GET operator/applications, issue 20) and their
 * mapping to the cards the operator decides on: who applies, how to reach them, and what the
 * form said, with the zone, module and package named (in the operator's language) instead of
 * their ids. Identity images stay private (the API keeps them out of every public bucket).
 */
import type { AppLoadContext } from 'react-router';
import { DELIVERY_TIME_TYPES, IDENTITY_TYPES, VEHICLE_TYPES, type LanguageCode } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
import { toMoment } from '../orders/orders.server.ts';
import { loadJoinOptions } from '../join/join.server.ts';
import type { Application, ApplicationKind, ApplicationStatus } from './types.ts';

export async function loadApplications(
  api: Api,
  context: AppLoadContext,
  locale: LanguageCode,
  filter: { kind: ApplicationKind; status: ApplicationStatus },
): Promise<Application[]> {
  const [answer, options, config] = await Promise.all([
    api.get('/operator/applications', {
      type: filter.kind,
      status: filter.status,
      limit: 50,
      offset: 1,
    }),
    loadJoinOptions(context, locale, 'store'),
    api.get('/config'),
  ]);
  const nameOf = (list: { id: number; name: string }[], id: unknown) => list.find((x) => x.id === id)?.name ?? null;
  return answer.applications.map((row) => {
    const person = [row.f_name, row.l_name].filter(Boolean).join(' ');
    const isStore = row.type === 'store';
    return {
      id: row.id,
      kind: row.type,
      status: row.status,
      title: isStore ? (row.name ?? '') : person,
      titleAr: isStore ? (row.name_ar ?? null) : null,
      person,
      email: row.email,
      phone: row.phone,
      zone: nameOf(options.zones, row.zone_id),
      submittedAt: toMoment(row.created_at, config.timezone || 'UTC'),
      denialReason: row.denial_reason,
      store: isStore
        ? {
            address: row.address ?? '',
            addressAr: row.address_ar ?? '',
            module: nameOf(options.modules, row.module_id),
            plan:
              row.business_plan === 'subscription'
                ? { kind: 'subscription', packageName: nameOf(options.packages, row.package_id) }
                : { kind: 'commission' },
            deliveryTime: {
              min: Number(row.minimum_delivery_time) || 0,
              max: Number(row.maximum_delivery_time) || 0,
              unit: oneOf(DELIVERY_TIME_TYPES, row.delivery_time_type) ?? 'min',
            },
          }
        : null,
      courier: isStore
        ? null
        : {
            vehicle: oneOf(VEHICLE_TYPES, row.vehicle_type),
            earning: row.earning === 'salaried' ? 'salaried' : 'freelancer',
            identityType: oneOf(IDENTITY_TYPES, row.identity_type),
            identityNumber: row.identity_number ?? '',
          },
    };
  });
}

/** The value when it is one of the list's (the form's choices), else null. */
function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return list.find((x) => x === value) ?? null;
}
