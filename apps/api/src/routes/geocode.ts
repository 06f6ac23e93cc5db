import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COORDINATE_LIMITS, isCoordinate } from '@chulo/domain';
import type { ReverseGeocoder } from '../geocoder/geocoder.ts';
import type { RouteLimits } from '../plugins/rate-limits.ts';
import { parseOr400 } from './parse.ts';

const coordinate = (axis: keyof typeof COORDINATE_LIMITS) =>
  z
    .string({ error: `${axis} is required` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, `${axis} must be a decimal number`)
    .transform(Number)
    .refine((value) => isCoordinate(axis, value), `${axis} must be between -${COORDINATE_LIMITS[axis]} and ${COORDINATE_LIMITS[axis]}`);

const PositionQuery = z.object({ latitude: coordinate('latitude'), longitude: coordinate('longitude') });

export async function geocodeRoutes(
  app: FastifyInstance,
  { geocoder, limits }: { geocoder: ReverseGeocoder; limits: RouteLimits },
) {
  app.get('/api/geocode/reverse', { config: { rateLimit: limits.geocoding } }, async (request) => {
    const { latitude, longitude } = parseOr400(PositionQuery, request.query);
    // SPEC §7's shape for a reverse-geocoding service, with no envelope: a client written for such a
    // service reads ours unchanged. Failures keep the API's `{status, message}` answer.
    return geocoder.reverse(latitude, longitude);
  });
}
