import * as z from 'zod/mini';

/** An address for a position, as the reverse geocoder answers it (SPEC §7). */
export const GeocodeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  locality: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type ReverseGeocode = z.infer<typeof GeocodeSchema>;
