// First: before any schema is built (the schemas share this module's chunk).
import './zod-config.ts';

import * as z from 'zod/mini';

import { ErrorBodySchema } from '../../domain/api.schema.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

let transport: () => typeof fetch = () => fetch;

/**
 * Where API calls go. In the browser, to the shop over the network; the server renderer sends the
 * calls of the page it renders through the server itself (entry-server.tsx).
 */
export function setApiTransport(next: () => typeof fetch): void {
  transport = next;
}

/**
 * A thing's address with the version its admin last saw, for a delete that must not go through once
 * someone else has changed it (DeleteVersionQuerySchema).
 */
export const atVersion = (path: string, thing: { updatedAt: string }) => `${path}?${new URLSearchParams({ expectedUpdatedAt: thing.updatedAt })}`;

/** The one way the browser calls the API: JSON (or a FormData upload) in, JSON out, errors as ApiError with the server's message. */
export async function apiFetch<T>(url: string, schema: z.core.$ZodType<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport()(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init?.body && !(init.body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new ApiError(0, 'The shop could not be reached. Check your connection and try again.');
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = z.safeParse(ErrorBodySchema, body);
    throw new ApiError(response.status, error.success ? error.data.message : `Request failed (${response.status})`, error.success ? error.data.error : undefined);
  }
  return z.parse(schema, body);
}
