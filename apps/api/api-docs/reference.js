/* global SwaggerUIBundle */
// Swagger UI over the API's OpenAPI document, loaded by /api/docs after the bundle (both deferred, in order).
SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  // Each operation has an address of its own (/api/docs#/kitchen/moveOrder) to send to another team.
  deepLinking: true,
  // The names other teams' generators give their calls.
  displayOperationId: true,
  // No badge from the public validator: the page asks no other host for anything.
  validatorUrl: null,
});
