/**
 * Prescription images of pharmacy orders (spec §5: 'Please upload your
 * prescription image', 'Maximum 3 images can be send at a time.'): JPG, PNG
 * or GIF as the bytes prove, at most 2 MB each, kept under
 * DATA_DIR/private/order: medical data, served only by the signed links the
 * orders module puts in the owner's answers (orders/order-files.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS } from '@souq/domain';
import { unprocessable } from '../../http/errors.ts';
import { privateUploads } from '../../http/uploads.ts';
import { imageExtension, isUploadedFile, type UploadedFile } from '../customers/index.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

export type Attachment = UploadedFile;
export const ORDER_BUCKET = 'order';
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/** The files of a multipart body sent as order_attachment (or order_attachment[]), checked. */
export function readAttachments(body: Record<string, unknown>): Attachment[] {
  const files: Attachment[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!key.startsWith('order_attachment')) continue;
    for (const entry of Array.isArray(value) ? value : [value]) if (isUploadedFile(entry)) files.push(entry);
  }
  if (files.length > LIMITS.maxImagesPerUpload) throw unprocessable('order_attachment', M.tooManyImages);
  for (const file of files) {
    if (file.truncated || file.data.length > ATTACHMENT_MAX_BYTES)
      throw unprocessable('order_attachment', M.imageTooLarge);
    if (!imageExtension(file.data)) throw unprocessable('order_attachment', M.unsupportedImage);
  }
  return files;
}

export async function saveAttachments(dataDir: string, files: Attachment[]): Promise<string[]> {
  const folder = privateUploads(dataDir, ORDER_BUCKET);
  await mkdir(folder, { recursive: true });
  const names: string[] = [];
  for (const file of files) {
    const name = `${randomUUID()}.${imageExtension(file.data)}`;
    await writeFile(join(folder, name), file.data);
    names.push(name);
  }
  return names;
}

export async function removeAttachments(dataDir: string, names: string[]): Promise<void> {
  const folder = privateUploads(dataDir, ORDER_BUCKET);
  await Promise.all(names.map((name) => rm(join(folder, name), { force: true })));
}
