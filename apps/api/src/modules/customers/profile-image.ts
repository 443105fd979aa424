/**
 * Profile photos: JPG, PNG or GIF (recognised by their bytes, not by the
 * name or type the client claims), at most 2 MB, stored under
 * DATA_DIR/uploads/profile and served by the /storage route.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS } from '@souq/domain';
import { unprocessable } from '../../http/errors.ts';

export const PROFILE_BUCKET = 'profile';

/** An uploaded file as the multipart parser hands it over. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The file went past the size limit and was cut. */
  truncated: boolean;
}

export const UNSUPPORTED_IMAGE = 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';
export const IMAGE_TOO_LARGE = 'The image must not be larger than 2 MB.';

const SIGNATURES: { extension: string; bytes: number[] }[] = [
  { extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

export function isUploadedFile(value: unknown): value is UploadedFile {
  return Boolean(value && typeof value === 'object' && Buffer.isBuffer((value as UploadedFile).data));
}

/** jpg, png or gif when the bytes prove it, else null (the name and claimed type are not trusted). */
export function imageExtension(data: Buffer): string | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.extension ?? null;
}

/** The extension the bytes prove, or a 422 with the spec's message. */
export function checkProfileImage(file: UploadedFile): string {
  if (file.truncated || file.data.length > LIMITS.profilePhotoMaxBytes) throw unprocessable('image', IMAGE_TOO_LARGE);
  const extension = imageExtension(file.data);
  if (!extension) throw unprocessable('image', UNSUPPORTED_IMAGE);
  return extension;
}

export async function saveProfileImage(dataDir: string, file: UploadedFile): Promise<string> {
  const extension = checkProfileImage(file);
  const folder = join(dataDir, 'uploads', PROFILE_BUCKET);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(folder, name), file.data);
  return name;
}

/** Removes an uploaded photo; seeded names that were never files are ignored. */
export async function deleteProfileImage(dataDir: string, name: string | null | undefined): Promise<void> {
  if (!name || name.includes('/') || name.includes('..')) return;
  await unlink(join(dataDir, 'uploads', PROFILE_BUCKET, name)).catch(() => {});
}
