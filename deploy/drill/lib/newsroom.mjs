// @ts-check
// What an editor does in the console, done straight to one API instance.
import { call, jsonBody, multipartBody } from './http.mjs';

/**
 * Signs an editor in and answers the bearer token.
 * @param {string} apiUrl
 * @param {{ email: string; password: string }} admin
 * @returns {Promise<string>}
 */
export async function login(apiUrl, admin) {
  const answer = await call(apiUrl, '/api/admins/login', { method: 'POST', ...jsonBody(admin) });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.text()}`);
  return answer.json().token;
}

/** @param {string} token */
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/**
 * Publishes a post (with pictures, if any) and answers it as the API saved it.
 * @param {string} apiUrl
 * @param {string} token
 * @param {Record<string, string>} fields
 * @param {Buffer[]} pictures
 * @returns {Promise<{ _id: string; slug: string; imagesUrl: { secure_url: string }[] }>} the fields the steps read
 */
export async function publish(apiUrl, token, fields, pictures = []) {
  const form = multipartBody(
    fields,
    pictures.map((data, index) => ({
      field: 'images',
      name: `picture-${index}.png`,
      type: 'image/png',
      data,
    })),
  );
  const answer = await call(apiUrl, '/api/post/add', {
    method: 'POST',
    headers: { ...form.headers, ...bearer(token) },
    body: form.body,
  });
  if (answer.status !== 200) throw new Error(`post/add answered ${answer.status}: ${answer.text()}`);
  return answer.json().data;
}
