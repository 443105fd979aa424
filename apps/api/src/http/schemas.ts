/** Zod pieces shared by route schemas. Messages name the field, as clients toast them. */
import { z } from 'zod';

export const latitude = z.coerce
  .number({ error: 'Latitude and longitude must be valid coordinates.' })
  .min(-90, 'Latitude and longitude must be valid coordinates.')
  .max(90, 'Latitude and longitude must be valid coordinates.');

export const longitude = z.coerce
  .number({ error: 'Latitude and longitude must be valid coordinates.' })
  .min(-180, 'Latitude and longitude must be valid coordinates.')
  .max(180, 'Latitude and longitude must be valid coordinates.');

/** 1-based page number, as 6amMart clients send it. */
export const offset = z.coerce.number().int().min(1).default(1);
export const limit = z.coerce.number().int().min(1).max(100).default(10);
