/** The registration pages' shapes (loader data and the action's answer). */
import type { LatLng } from '@souq/domain';

export interface JoinZone {
  id: number;
  name: string;
  outer: LatLng[];
  holes: LatLng[][];
}
export interface JoinModule {
  id: number;
  name: string;
  zoneIds: number[];
}
export interface JoinPackage {
  id: number;
  name: string;
  price: number;
  validity: number;
  maxOrder: string;
  maxProduct: string;
}
export interface JoinOptions {
  zones: JoinZone[];
  modules: JoinModule[];
  packages: JoinPackage[];
}

export type JoinResult =
  { ok: true; message: string } | { ok: false; error: string; errors: { code: string; message: string }[] };
