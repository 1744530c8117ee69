// Every request the proxy sees carries an id: the one a load balancer sent in `x-request-id` when it
// looks like an id, or a fresh one. The proxy forwards it to the render and returns it on the
// response, and every error log line names it, so support can follow one request through the logs.

export const REQUEST_ID_HEADER = 'x-request-id';

const USABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id to use for a request: the incoming one when usable, otherwise a new random one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return incoming && USABLE_ID.test(incoming) ? incoming : crypto.randomUUID();
}
