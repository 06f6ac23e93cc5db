/** A request the shop refuses, with a message the customer can read. */
export class ClientError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export function orderNotFound(id: string): ClientError {
  return new ClientError(404, `Couldn't find order #${id}`);
}
