// The benches' API calls over plain node:http (shared by the realtime and team chat sections).
import http from 'node:http';

/**
 * One API call on a connection of its own (no pool: a kept-alive socket the server has since
 * closed would fail the call), answered as { status, headers, body }.
 */
export function call(method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: false, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export async function json(method, url, options) {
  const response = await call(method, url, options);
  if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return { ...response, body: JSON.parse(response.text) };
}
