/** Resource routes answer JSON; API refusals keep their status and first message. */
import { ApiError } from './api.server.ts';

export async function jsonAnswer(
  produce: () => Promise<unknown>,
  cacheControl = 'private, no-store',
): Promise<Response> {
  try {
    return Response.json(await produce(), { headers: { 'cache-control': cacheControl } });
  } catch (error) {
    if (error instanceof ApiError)
      return Response.json(
        { error: error.message },
        { status: error.status, headers: { 'cache-control': 'no-store' } },
      );
    throw error;
  }
}
