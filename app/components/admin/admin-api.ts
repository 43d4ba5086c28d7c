import { send } from '../../lib/api';
import type { Outcome } from '../forms/form-state';
import { refusalOf } from '../forms/form-state';

/**
 * A back-office change through /api/admin (docs/behaviour.md §11): sent with the session's anti-forgery token,
 * and its answer read as the form kit reads one. The fields the API names are the form's own.
 */
export async function change(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  success: string,
): Promise<Outcome> {
  const answer = await send(method, `/api/admin${path}`, payload);
  if (answer.status === 401) window.location.assign('/admin/login');
  return answer.ok ? { kind: 'done', message: success } : refusalOf(answer, (f) => f);
}
