import { fetchUtils } from 'react-admin';
import { $user } from '@kyu/core';
import { fromProblem } from './problem';

/** fetchJson with the signed-in user's Bearer token, and problem+json errors made readable. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = $user.get()?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw fromProblem(error);
  }
};

export type HttpClient = typeof httpClient;
