/**
 * Image uploads of reviews and chat messages (spec §5, §8, §9): at most 3
 * files at a time ('Maximum 3 images can be send at a time.'), JPG, PNG or
 * GIF as the bytes prove ('This file format is not supported. …'), 2 MB
 * each, stored with random names in a public or a private folder. Checked
 * before anything is written, so a refused request leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@souq/domain';
import {
  IMAGE_TOO_LARGE,
  imageExtension,
  isUploadedFile,
  UNSUPPORTED_IMAGE,
  type UploadedFile,
} from '../modules/customers/index.ts';
import { unprocessable } from './errors.ts';
import { addArabicMessages } from './messages.ts';

export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';
addArabicMessages({ [TOO_MANY_IMAGES]: 'يمكن إرسال ٣ صور كحد أقصى في كل مرة.' });

/** One uploaded picture, checked: its bytes and the extension they prove. */
export interface CheckedImage {
  data: Buffer;
  extension: string;
}

async function bufferFile(part: MultipartFile & { value?: unknown }) {
  const data = await part.toBuffer();
  const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
  part.value = file;
}

/**
 * Multipart bodies for a plugin whose routes take images: fields become body
 * keys, files buffered (one past the limit is still read, so "too many" gets
 * its message rather than a parser error). Forms with several image fields
 * (the registrations: logo and cover, photo and identity images) raise the
 * request's file and field counts; each field still holds at most 3.
 */
export async function acceptImageUploads(
  app: FastifyInstance,
  counts: { files?: number; fields?: number } = {},
): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: bufferFile,
    throwFileSizeLimit: false,
    limits: {
      fileSize: LIMITS.profilePhotoMaxBytes,
      files: (counts.files ?? LIMITS.maxImagesPerUpload) + 1,
      fields: counts.fields ?? 20,
      fieldSize: 16 * 1024,
    },
  });
}

/** Files sent under `field`, `field[]` or `field[0]`…, one or several. */
export function imagesOf(body: unknown, field: string): UploadedFile[] {
  if (!body || typeof body !== 'object') return [];
  const pattern = new RegExp(`^${field}(\\[\\d*\\])?$`);
  return Object.entries(body as Record<string, unknown>)
    .filter(([key]) => pattern.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter(isUploadedFile);
}

/** Rule: at most 3 images, each a JPG, PNG or GIF of at most 2 MB; otherwise a 422 with the spec's message. */
export function checkImages(files: UploadedFile[], field: string): CheckedImage[] {
  if (files.length > LIMITS.maxImagesPerUpload) throw unprocessable(field, TOO_MANY_IMAGES);
  return files.map((file) => {
    if (file.truncated || file.data.length > LIMITS.profilePhotoMaxBytes) throw unprocessable(field, IMAGE_TOO_LARGE);
    const extension = imageExtension(file.data);
    if (!extension) throw unprocessable(field, UNSUPPORTED_IMAGE);
    return { data: file.data, extension };
  });
}

/** The folder of public uploads of a bucket (served by /storage/<bucket>/…). */
export const publicUploads = (dataDir: string, bucket: string) => join(dataDir, 'uploads', bucket);
/** A folder no public route serves: files there go out only through routes that check who asks. */
export const privateUploads = (dataDir: string, bucket: string) => join(dataDir, 'private', bucket);

/** Writes checked images into `folder`; answers their new names. */
export async function saveImages(folder: string, images: CheckedImage[]): Promise<string[]> {
  if (images.length === 0) return [];
  await mkdir(folder, { recursive: true });
  return Promise.all(
    images.map(async ({ data, extension }) => {
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(folder, name), data);
      return name;
    }),
  );
}

/** Removes files written for a request that failed afterwards. */
export async function removeImages(folder: string, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(folder, name), { force: true })));
}
