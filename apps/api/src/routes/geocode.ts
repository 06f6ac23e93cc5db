import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { ReverseGeocoder } from '../geocoder/geocoder.ts';
import { serve } from './serve.ts';

export async function geocodeRoutes(app: FastifyInstance, { geocoder }: { geocoder: ReverseGeocoder }) {
  // SPEC §7's shape for a reverse-geocoding service, with no envelope (the table says so): a client
  // written for such a service reads ours unchanged. Failures keep the API's `{status, message}` answer.
  serve(app, routes.reverseGeocode, ({ query }) => geocoder.reverse(query.latitude, query.longitude));
}
