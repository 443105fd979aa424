/**
 * The parcel answers of the customer API the storefront reads (client-contract
 * §4 "Parcel", server-rules §3.5): categories with their own rates, the
 * instruction list, and the parcel home's content from other-banners.
 * Amounts may arrive as numbers or decimal strings.
 */
type Amount = number | string | null | undefined;

export interface WireParcelCategory {
  id: number;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  parcel_per_km_shipping_charge?: Amount;
  parcel_minimum_shipping_charge?: Amount;
}

export interface WireParcelInstructions {
  total_size?: number;
  data: { id: number; instruction: string }[];
}

export interface WireVideoContent {
  section_title?: string | null;
  banner_type?: string | null;
  banner_video?: string | null;
  banner_image_full_url?: string | null;
  banner_video_content_full_url?: string | null;
  banner_contents?: { key: string; value: string }[];
}

export interface WireWhyChoose {
  banners: { id: number; title: string; short_description: string; image_full_url: string | null }[];
}

export interface WireParcelSlides {
  banners?: { id: number; value_full_url: string | null }[];
}
