/**
 * Joining Souq: a store's or a courier's application, and the operator's
 * decision on it. Submitting checks everything (the domain's rules, the
 * module and zone, the point inside the zone, the package, duplicates)
 * before a file is written; the files wait in a private folder. Approving
 * creates the store (closed until it has items) and its account, or the
 * courier, in one transaction under the application's row lock, and only
 * then publishes the pictures the store or courier shows.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  courierApplicationProblems,
  deliveryTimeText,
  REGISTRATION_MESSAGES,
  registrationOpen as registrationSwitchOpen,
  storeApplicationProblems,
  type CourierApplicationInput,
  type DeliveryTimeType,
  type LanguageCode,
  type RegistrationProblem,
  type StoreApplicationInput,
} from '@souq/domain';
import type { Database } from '@souq/db';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.ts';
import { privateUploads, publicUploads, removeImages, saveImages, type CheckedImage } from '../../http/uploads.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { hashPassword } from '../auth/index.ts';
import { insertStore, localized, type CatalogService } from '../catalog/index.ts';
import { insertCourier } from '../couriers/index.ts';
import type { ModuleService } from '../modules/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ZoneService } from '../zones/index.ts';
import { M } from './messages.ts';
import {
  contactHolder,
  duplicateField,
  insertApplication,
  insertVendor,
  lockApplication,
  markReviewed,
  selectApplications,
  selectPackages,
  type ApplicationKind,
  type ApplicationRow,
  type ApplicationStatus,
} from './queries.ts';

/** Files of applications: private until an approval publishes the store's or courier's pictures. */
export const APPLICATION_BUCKET = 'applications';
const COURIER_BUCKET = 'delivery-man';

export interface StoreApplicationFiles {
  logo: CheckedImage | null;
  cover: CheckedImage | null;
}
export interface CourierApplicationFiles {
  photo: CheckedImage | null;
  identity: CheckedImage[];
}

/** The first problem is the error; the others go with it (the form shows each beside its field). */
function problemsError(problems: RegistrationProblem[]): AppError {
  const [first, ...rest] = problems;
  return new AppError(
    422,
    first.field,
    REGISTRATION_MESSAGES[first.code],
    {},
    rest.map((p) => ({ code: p.field, message: REGISTRATION_MESSAGES[p.code] })),
  );
}

const duplicateError = (holder: { email: boolean; phone: boolean }) =>
  holder.email ? conflict('email', M.emailTaken) : holder.phone ? conflict('phone', M.phoneTaken) : null;

function rethrowDuplicate(error: unknown): never {
  const field = duplicateField(error);
  if (field) throw duplicateError({ email: field === 'email', phone: field === 'phone' })!;
  throw error;
}

export interface RegistrationDeps {
  db: Database;
  settings: SettingsService;
  zones: ZoneService;
  modules: ModuleService;
  catalog: CatalogService;
  urls: AppUrls;
  dataDir: string;
}

export function createRegistrationService({ db, settings, zones, modules, catalog, urls, dataDir }: RegistrationDeps) {
  const folder = privateUploads(dataDir, APPLICATION_BUCKET);

  async function registrationOpen(kind: ApplicationKind) {
    const flag = await settings.get<unknown>(kind === 'store' ? 'toggle_store_registration' : 'toggle_dm_registration');
    if (!registrationSwitchOpen(flag)) throw new AppError(403, 'registration_off', M.registrationOff);
  }

  async function activeZone(zoneId: number) {
    const zone = (await zones.active()).find((z) => z.id === zoneId);
    if (!zone) throw unprocessable('zone_id', M.zoneNotFound);
    return zone;
  }

  async function packages(locale: LanguageCode) {
    return (await selectPackages(db)).map((p) => ({
      id: p.id,
      package_name: localized(p.tr, locale, 'package_name', p.package_name),
      price: Number(p.price),
      validity: p.validity,
      max_order: p.max_order === null ? 'unlimited' : String(p.max_order),
      max_product: p.max_product === null ? 'unlimited' : String(p.max_product),
      pos: Number(p.pos),
      mobile_app: Number(p.mobile_app),
      chat: Number(p.chat),
      review: Number(p.review),
      self_delivery: Number(p.self_delivery),
    }));
  }

  /** Writes the files, then the row; a row refused at the last moment takes its files back. */
  async function store(kind: ApplicationKind, images: CheckedImage[], row: (names: string[]) => Promise<number>) {
    const names = await saveImages(folder, images);
    try {
      return await row(names);
    } catch (error) {
      await removeImages(folder, names);
      rethrowDuplicate(error);
    }
  }

  async function publish(name: string, bucket: string) {
    const target = publicUploads(dataDir, bucket);
    await mkdir(target, { recursive: true });
    await copyFile(join(folder, name), join(target, name));
  }

  return {
    packages,

    async submitStore(input: StoreApplicationInput, files: StoreApplicationFiles): Promise<number> {
      await registrationOpen('store');
      const problems = storeApplicationProblems({
        ...input,
        hasLogo: Boolean(files.logo),
        hasCover: Boolean(files.cover),
      });
      if (problems.length > 0) throw problemsError(problems);
      const zone = await activeZone(input.zoneId!);
      if (!(await zones.contains(zone.id, { lat: input.latitude!, lng: input.longitude! })))
        throw problemsError([{ field: 'latitude', code: 'pointOutsideZone' }]);
      const pivot = await modules.pivot(input.moduleId!, zone.id);
      const served = (await modules.list('en', [zone.id])).find((m) => m.id === input.moduleId);
      if (!pivot || !served || !['grocery', 'pharmacy', 'ecommerce', 'food'].includes(String(served.module_type)))
        throw unprocessable('module_id', M.moduleNotFound);
      if (input.businessPlan === 'subscription' && !(await packages('en')).some((p) => p.id === input.packageId))
        throw unprocessable('package_id', M.packageNotFound);
      const email = input.email.trim().toLowerCase();
      const phone = input.phone;
      const taken = duplicateError(await contactHolder(db, 'store', email, phone));
      if (taken) throw taken;
      const passwordHash = await hashPassword(input.password);
      return store('store', [files.logo!, files.cover!], ([logo, cover]) =>
        insertApplication(db, {
          kind: 'store',
          email,
          phone,
          passwordHash,
          data: storeApplicationData(input, zone.id, logo, cover),
        }),
      );
    },

    async submitCourier(input: CourierApplicationInput, files: CourierApplicationFiles): Promise<number> {
      await registrationOpen('courier');
      const problems = courierApplicationProblems({
        ...input,
        identityImages: files.identity.length,
        hasPhoto: Boolean(files.photo),
      });
      if (problems.length > 0) throw problemsError(problems);
      const zone = await activeZone(input.zoneId!);
      const email = input.email.trim().toLowerCase();
      const taken = duplicateError(await contactHolder(db, 'courier', email, input.phone));
      if (taken) throw taken;
      const passwordHash = await hashPassword(input.password);
      return store('courier', [files.photo!, ...files.identity], ([photo, ...identity]) =>
        insertApplication(db, {
          kind: 'courier',
          email,
          phone: input.phone,
          passwordHash,
          data: courierApplicationData(input, zone.id, photo, identity),
        }),
      );
    },

    async list(filter: {
      kind: ApplicationKind | null;
      status: ApplicationStatus | null;
      limit: number;
      offset: number;
    }) {
      const { total, rows } = await selectApplications(db, filter);
      return { total_size: total, limit: filter.limit, offset: filter.offset, applications: rows.map(applicationJson) };
    },

    /** Approves a pending application: the store and its account, or the courier, in one transaction. */
    async approve(id: number) {
      const approved = await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row) throw notFound('application', M.applicationNotFound);
        if (row.status !== 'pending') throw conflict('application', M.notPending);
        const d = row.data as Record<string, never>;
        try {
          if (row.kind === 'store') {
            const storeId = await insertStore(tx, {
              moduleId: d.module_id,
              zoneId: d.zone_id,
              name: d.name,
              nameAr: d.name_ar,
              address: d.address,
              addressAr: d.address_ar,
              phone: row.phone,
              email: row.email,
              logo: d.logo,
              cover: d.cover_photo,
              latitude: d.latitude,
              longitude: d.longitude,
              tax: d.tax,
              deliveryTime: deliveryTimeText(
                d.minimum_delivery_time,
                d.maximum_delivery_time,
                d.delivery_time_type as DeliveryTimeType,
              ),
              deliveryTimeType: d.delivery_time_type,
              businessModel: d.business_plan,
              packageId: d.package_id,
            });
            await insertVendor(tx, {
              firstName: d.f_name,
              lastName: d.l_name,
              phone: row.phone,
              email: row.email,
              passwordHash: row.password_hash,
              storeId,
            });
            await markReviewed(tx, id, { status: 'approved', storeId });
            return { ...row, status: 'approved' as const, store_id: storeId };
          }
          const deliveryManId = await insertCourier(tx, {
            firstName: d.f_name,
            lastName: d.l_name,
            phone: row.phone,
            email: row.email,
            passwordHash: row.password_hash,
            image: d.image,
            zoneId: d.zone_id,
            vehicleType: d.vehicle_type,
            identityType: d.identity_type,
            identityNumber: d.identity_number,
            identityImages: d.identity_image,
            freelancer: d.earning === 'freelancer',
          });
          await markReviewed(tx, id, { status: 'approved', deliveryManId });
          return { ...row, status: 'approved' as const, delivery_man_id: deliveryManId };
        } catch (error) {
          rethrowDuplicate(error);
        }
      });
      const d = approved.data as Record<string, string>;
      if (approved.kind === 'store') {
        await Promise.all([publish(d.logo, 'store'), publish(d.cover_photo, 'store/cover')]);
        catalog.invalidate();
      } else {
        await publish(d.image, COURIER_BUCKET);
      }
      return applicationJson({ ...approved, reviewed_at: new Date() });
    },

    async deny(id: number, reason: string | null) {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row) throw notFound('application', M.applicationNotFound);
        if (row.status !== 'pending') throw conflict('application', M.notPending);
        await markReviewed(tx, id, { status: 'denied', reason });
        return applicationJson({ ...row, status: 'denied', denial_reason: reason, reviewed_at: new Date() });
      });
    },
  };

  /**
   * An application as the operator reads it: never the password's hash; files by name only (they are private).
   * Its form is the stored data, which only the submit functions above write (one shape per kind).
   */
  function applicationJson(row: ApplicationRow) {
    const answer = <K extends ApplicationKind, D extends object>(type: K, data: D) => ({
      id: row.id,
      type,
      status: row.status,
      email: row.email,
      phone: row.phone,
      ...data,
      store_id: row.store_id,
      delivery_man_id: row.delivery_man_id,
      denial_reason: row.denial_reason,
      reviewed_at: row.reviewed_at,
      created_at: row.created_at,
      logo_full_url: row.kind === 'store' && row.store_id ? urls.storage('store', String(row.data.logo)) : null,
    });
    return row.kind === 'store'
      ? answer('store', row.data as StoreApplicationData)
      : answer('courier', row.data as CourierApplicationData);
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** A store's application form as stored (partner_applications.data) and shown to the operator. */
function storeApplicationData(input: StoreApplicationInput, zoneId: number, logo: string, cover: string) {
  return {
    name: input.name.trim(),
    name_ar: input.nameAr.trim(),
    address: input.address.trim(),
    address_ar: input.addressAr.trim(),
    module_id: input.moduleId,
    zone_id: zoneId,
    latitude: input.latitude,
    longitude: input.longitude,
    minimum_delivery_time: input.minDeliveryTime,
    maximum_delivery_time: input.maxDeliveryTime,
    delivery_time_type: input.deliveryTimeType,
    tax: input.tax,
    f_name: input.firstName.trim(),
    l_name: input.lastName.trim(),
    business_plan: input.businessPlan,
    package_id: input.businessPlan === 'subscription' ? input.packageId : null,
    logo,
    cover_photo: cover,
  };
}
export type StoreApplicationData = ReturnType<typeof storeApplicationData>;

/** A courier's application form as stored and shown to the operator. */
function courierApplicationData(input: CourierApplicationInput, zoneId: number, photo: string, identity: string[]) {
  return {
    f_name: input.firstName.trim(),
    l_name: input.lastName.trim(),
    zone_id: zoneId,
    vehicle_type: input.vehicleType,
    earning: input.earning,
    identity_type: input.identityType,
    identity_number: input.identityNumber.trim(),
    image: photo,
    identity_image: identity,
  };
}
export type CourierApplicationData = ReturnType<typeof courierApplicationData>;

/** operator/applications: a page of store and courier applications (each told apart by `type`). */
export type ApplicationListJson = Awaited<ReturnType<RegistrationService['list']>>;
/** One application as the operator reads it. */
export type ApplicationJson = ApplicationListJson['applications'][number];
