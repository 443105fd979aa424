/** Where choosing a parcel category leads: the parcel form with it chosen (client-contract §7: /checkout?page=parcel). */
export function parcelFormHref(categoryId: number): string {
  return `/checkout?page=parcel&category_id=${categoryId}`;
}
