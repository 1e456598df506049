import { routeError } from './route-error';

/**
 * The form an action was posted. A body that is no form (JSON, a broken multipart body) is the sender's mistake:
 * the error page says the request could not be handled (400), not that the shop failed (500).
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw routeError({ reason: 'api', message: 'The request body is not a form' }, 400);
  }
}
