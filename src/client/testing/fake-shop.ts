import { setApiTransport } from '../lib/api-client.ts';

/**
 * Gives the client a fake shop for a component test (through setApiTransport, the seam the server renderer
 * uses): `answer` says what each call answers, as JSON (204 when undefined) or as a Response of its own (a
 * refusal). Answers the calls made, in order. Tests put `fetch` back after each (`setApiTransport(() => fetch)`).
 */
export function fakeShop(answer: (method: string, url: string, body: unknown) => unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  setApiTransport(() => async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const answered = answer(method, url, body);
    if (answered instanceof Response) return answered;
    return answered === undefined ? new Response(null, { status: 204 }) : Response.json(answered);
  });
  return calls;
}
