/** A failed call as the machines see it: the HTTP status (0 = no answer) and the error envelope's fields. */
export type ApiFailure = { status: number; error?: string; message?: string };

/** Builds an ApiFailure from a status and whatever body came back (error envelope, text or nothing). */
export function toApiFailure(status: number, body: unknown): ApiFailure {
  const failure: ApiFailure = { status };
  if (body && typeof body === 'object') {
    const { error, message } = body as Record<string, unknown>;
    if (typeof error === 'string') failure.error = error;
    if (typeof message === 'string') failure.message = message;
  }
  return failure;
}

/** Narrows an unknown rejection (from an actor) to an ApiFailure; anything else is a status-0 failure. */
export function asApiFailure(reason: unknown): ApiFailure {
  if (reason && typeof reason === 'object' && typeof (reason as ApiFailure).status === 'number') {
    return toApiFailure((reason as ApiFailure).status, reason);
  }
  return { status: 0 };
}
