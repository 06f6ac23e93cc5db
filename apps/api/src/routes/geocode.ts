import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReverseGeocoder } from '../geocoder/geocoder.ts';
import type { RouteLimits } from '../plugins/rate-limits.ts';
import { parseOr400 } from './parse.ts';

const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, `${name} must be a decimal number`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `${name} must be between -${limit} and ${limit}`);

const PositionQuery = z.object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) });

export async function geocodeRoutes(
  app: FastifyInstance,
  { geocoder, limits }: { geocoder: ReverseGeocoder; limits: RouteLimits },
) {
  app.get('/api/geocode/reverse', { config: { rateLimit: limits.geocoding } }, async (request) => {
    const { latitude, longitude } = parseOr400(PositionQuery, request.query);
    return { status: 'success', data: await geocoder.reverse(latitude, longitude) };
  });
}
